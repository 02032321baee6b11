// Sorts a copy of the examples from the highest score down and sweeps it, judging a score only
// once every example with that score has been added.
// trips: nothing

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

function exact(numerator, denominator) {
  if (denominator === 0) return null;
  const divisor = gcd(numerator, denominator);
  return [numerator / divisor, denominator / divisor];
}

function chooseThreshold(scored, [wanted, outOf]) {
  const ranked = [...scored].sort((a, b) => b[0] - a[0]);
  let hits = 0;
  let chosen = null;
  ranked.forEach(([score, supported], position) => {
    if (supported) hits += 1;
    const endOfTie = position === ranked.length - 1 || ranked[position + 1][0] !== score;
    if (endOfTie && hits * outOf >= wanted * (position + 1)) chosen = score;
  });
  return chosen;
}

function solve(scored, questions, threshold, target) {
  const predicted = scored.filter(([score]) => score >= threshold);
  const tp = predicted.filter(([, supported]) => supported).length;
  const fp = predicted.length - tp;
  const fn = scored.filter(([score, supported]) => supported && score < threshold).length;
  const answerable = questions.filter(([canAnswer]) => canAnswer);
  const unanswerable = questions.filter(([canAnswer]) => !canAnswer);
  return {
    precision: exact(tp, tp + fp),
    recall: exact(tp, tp + fn),
    f1: exact(2 * tp, 2 * tp + fp + fn),
    chosen_threshold: chooseThreshold(scored, target),
    over_refusal: exact(answerable.filter(([, refused]) => refused).length, answerable.length),
    under_refusal: exact(
      unanswerable.filter(([, refused]) => !refused).length,
      unanswerable.length,
    ),
  };
}

module.exports = { solve };
