// Keeps the four counts in a small class, and the score groups in a Map, walked from the top.
// trips: nothing

class Counts {
  constructor() {
    this.truePositive = 0;
    this.falsePositive = 0;
    this.falseNegative = 0;
  }

  add(predicted, supported) {
    if (predicted && supported) this.truePositive += 1;
    else if (predicted) this.falsePositive += 1;
    else if (supported) this.falseNegative += 1;
  }
}

function lowest(numerator, denominator) {
  if (denominator === 0) return null;
  let [a, b] = [numerator, denominator];
  while (b !== 0) [a, b] = [b, a % b];
  return [numerator / a, denominator / a];
}

function solve(scored, questions, threshold, target) {
  const counts = new Counts();
  const groups = new Map();
  for (const [score, supported] of scored) {
    counts.add(score >= threshold, supported);
    const group = groups.get(score) ?? { yes: 0, all: 0 };
    group.yes += supported ? 1 : 0;
    group.all += 1;
    groups.set(score, group);
  }
  let chosen = null;
  let yes = 0;
  let all = 0;
  for (const score of Array.from(groups.keys()).sort((a, b) => b - a)) {
    yes += groups.get(score).yes;
    all += groups.get(score).all;
    if (yes * target[1] >= target[0] * all) chosen = score;
  }
  let refusedAnswerable = 0;
  let answerable = 0;
  let answeredUnanswerable = 0;
  let unanswerable = 0;
  for (const [canAnswer, refused] of questions) {
    if (canAnswer) {
      answerable += 1;
      refusedAnswerable += refused ? 1 : 0;
    } else {
      unanswerable += 1;
      answeredUnanswerable += refused ? 0 : 1;
    }
  }
  const { truePositive: tp, falsePositive: fp, falseNegative: fn } = counts;
  return {
    precision: lowest(tp, tp + fp),
    recall: lowest(tp, tp + fn),
    f1: lowest(2 * tp, 2 * tp + fp + fn),
    chosen_threshold: chosen,
    over_refusal: lowest(refusedAnswerable, answerable),
    under_refusal: lowest(answeredUnanswerable, unanswerable),
  };
}

module.exports = { solve };
