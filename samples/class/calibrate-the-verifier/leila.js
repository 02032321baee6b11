// Leila: calibration. Sort the scores high to low and keep the lowest one that is precise enough.

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
const fraction = (n, d) => (d === 0 ? null : [n / gcd(n, d), d / gcd(n, d)]);

function solve(scored, questions, threshold, target) {
  const passed = scored.filter(([s]) => s >= threshold);
  const tp = passed.filter(([, ok]) => ok).length;
  const fp = passed.length - tp;
  const fn = scored.filter(([s, ok]) => s < threshold && ok).length;

  const counts = {};
  for (const [s, ok] of scored) {
    counts[s] = counts[s] || [0, 0];
    counts[s][ok ? 0 : 1] += 1;
  }
  let chosen = null;
  let yes = 0;
  let all = 0;
  for (const key of Object.keys(counts).sort().reverse()) {
    yes += counts[key][0];
    all += counts[key][0] + counts[key][1];
    if (yes * target[1] >= target[0] * all) chosen = Number(key);
  }

  const answerable = questions.filter(([a]) => a);
  const unanswerable = questions.filter(([a]) => !a);
  return {
    precision: fraction(tp, tp + fp),
    recall: fraction(tp, tp + fn),
    f1: fraction(2 * tp, 2 * tp + fp + fn),
    chosen_threshold: chosen,
    over_refusal: fraction(answerable.filter(([, r]) => r).length, answerable.length),
    under_refusal: fraction(unanswerable.filter(([, r]) => !r).length, unanswerable.length),
  };
}

module.exports = { solve };
