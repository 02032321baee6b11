// Reference solution for the lesson "Where to set the verifier's threshold", in TypeScript.

function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** `numerator / denominator` in lowest terms, or null when the denominator is 0. */
function exact(numerator, denominator) {
  // 1. A rate with nothing to count is undefined, not zero: null. Otherwise divide out the
  //    greatest common divisor; gcd(0, d) is d, so zero comes out as [0, 1].
  if (denominator === 0) return null;
  const common = gcd(numerator, denominator);
  return [numerator / common, denominator / common];
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

/** The verifier measured at `threshold`, the threshold that meets `target`, and the
 *  assistant's over- and under-refusal rates. */
function solve(
  scored: Array<[number, boolean]>,
  questions: Array<[boolean, boolean]>,
  threshold: number,
  target: Fraction,
): Calibration {
  // 2. Count the verifier's outcomes at the threshold: a score at or above it predicts
  //    "supported". A true positive is predicted and really supported, a false positive is
  //    predicted but unsupported (the Rs 1,000 sentence let through), a false negative is
  //    really supported but rejected.
  let truePos = 0;
  let falsePos = 0;
  let falseNeg = 0;
  for (const [score, supported] of scored) {
    if (score >= threshold) {
      if (supported) truePos += 1;
      else falsePos += 1;
    } else if (supported) falseNeg += 1;
  }
  // 3. Group the examples by score in a Map: equal scores sit on the same side of every
  //    threshold, so they are predicted together, and only the scores themselves are
  //    thresholds worth trying (any other one predicts exactly as the next score above it).
  const counts = new Map();
  for (const [score, supported] of scored) {
    if (!counts.has(score)) counts.set(score, [0, 0]);
    counts.get(score)[supported ? 0 : 1] += 1;
  }
  // 4. Walk the scores from the highest down, adding each group to what is predicted. The
  //    precision is compared with the target in whole numbers. It can rise again lower down,
  //    so keep going: the last score that meets the target is the smallest, and the smallest
  //    such threshold keeps the most recall. sort() needs a comparator, or it sorts as text.
  const [wanted, of] = target;
  let chosen = null;
  let aboveTrue = 0;
  let aboveFalse = 0;
  for (const score of [...counts.keys()].sort((a, b) => b - a)) {
    const [yes, no] = counts.get(score);
    aboveTrue += yes;
    aboveFalse += no;
    if (aboveTrue * of >= wanted * (aboveTrue + aboveFalse)) chosen = score;
  }
  // 5. Each refusal rate is taken over the questions of its own kind only.
  let answerable = 0;
  let refusedAnswerable = 0;
  let unanswerable = 0;
  let answeredUnanswerable = 0;
  for (const [canAnswer, refused] of questions) {
    if (canAnswer) {
      answerable += 1;
      if (refused) refusedAnswerable += 1;
    } else {
      unanswerable += 1;
      if (!refused) answeredUnanswerable += 1;
    }
  }
  return {
    precision: exact(truePos, truePos + falsePos),
    recall: exact(truePos, truePos + falseNeg),
    f1: exact(2 * truePos, 2 * truePos + falsePos + falseNeg),
    chosen_threshold: chosen,
    over_refusal: exact(refusedAnswerable, answerable),
    under_refusal: exact(answeredUnanswerable, unanswerable),
  };
}

module.exports = { solve };
