// Kofi -- calibrate the verifier, in JavaScript.

function gcd(a, b) {
  return b ? gcd(b, a % b) : a;
}

function frac(n, d) {
  if (d === 0) return null;
  const g = gcd(n, d);
  return [n / g, d / g];
}

function solve(scored, questions, threshold, target) {
  let tp = 0, fp = 0, fn = 0;
  for (const [score, ok] of scored) {
    if (score >= threshold) ok ? tp++ : fp++;
    else if (ok) fn++;
  }

  const byScore = new Map();
  for (const [score, ok] of scored) {
    const c = byScore.get(score) || { yes: 0, no: 0 };
    ok ? c.yes++ : c.no++;
    byScore.set(score, c);
  }
  let chosen = null, yes = 0, no = 0;
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    yes += byScore.get(score).yes;
    no += byScore.get(score).no;
    if (yes * target[1] >= target[0] * (yes + no)) chosen = score;
  }

  const ans = questions.filter((q) => q[0]);
  const unans = questions.filter((q) => !q[0]);
  return {
    precision: frac(tp, tp + fp),
    recall: frac(tp, tp + fn),
    f1: frac(2 * tp, 2 * tp + fp + fn),
    chosen_threshold: chosen,
    over_refusal: frac(ans.filter((q) => q[1]).length, ans.length),
    under_refusal: frac(unans.filter((q) => !q[1]).length, unans.length),
  };
}

module.exports = { solve };
