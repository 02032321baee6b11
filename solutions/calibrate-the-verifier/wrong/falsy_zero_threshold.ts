// Writes `chosen || null`, which turns a chosen threshold of 0 into null.
// trips: scores-any-integers

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top, bottom) {
  if (bottom === 0) return null;
  const common = gcd(top, bottom);
  return [top / common, bottom / common];
}

type Fraction = [number, number]; // [numerator, denominator], in lowest terms

interface Calibration {
  precision: Fraction | null;
  recall: Fraction | null;
  f1: Fraction | null;
  chosen_threshold: number | null;
  over_refusal: Fraction | null;
  under_refusal: Fraction | null;
}

function solve(
  scored: Array<[number, boolean]>,
  questions: Array<[boolean, boolean]>,
  threshold: number,
  target: Fraction,
): Calibration {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [score, supported] of scored) {
    if (score >= threshold) {
      if (supported) tp++;
      else fp++;
    } else if (supported) fn++;
  }

  const groups = new Map();
  for (const [score, supported] of scored) {
    const [yes, no] = groups.get(score) ?? [0, 0];
    groups.set(score, supported ? [yes + 1, no] : [yes, no + 1]);
  }
  let chosen = null;
  let yesAbove = 0;
  let noAbove = 0;
  for (const score of [...groups.keys()].sort((a, b) => b - a)) {
    yesAbove += groups.get(score)[0];
    noAbove += groups.get(score)[1];
    if (yesAbove * target[1] >= target[0] * (yesAbove + noAbove)) chosen = score;
  }

  const answerable = questions.filter(([canAnswer]) => canAnswer);
  const unanswerable = questions.filter(([canAnswer]) => !canAnswer);
  return {
    precision: fraction(tp, tp + fp),
    recall: fraction(tp, tp + fn),
    f1: fraction(2 * tp, 2 * tp + fp + fn),
    chosen_threshold: chosen || null,
    over_refusal: fraction(answerable.filter(([, refused]) => refused).length, answerable.length),
    under_refusal: fraction(
      unanswerable.filter(([, refused]) => !refused).length,
      unanswerable.length,
    ),
  };
}

module.exports = { solve };
