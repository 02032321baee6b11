// Where to set the verifier's threshold: measure it on labelled examples, then choose.

class NotImplementedError extends Error {
  name = "NotImplementedError";
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

/**
 * Return the verifier's precision, recall and F1 at `threshold`, the smallest threshold
 * that meets the precision `target`, and the over- and under-refusal rates.
 *
 * `scored` holds `[score, supported]` pairs: the verifier's whole-number score for one
 * cited sentence, and whether a person found the cited block really supports it. A score at
 * or above a threshold (`score >= threshold`) predicts "supported". `questions` holds
 * `[answerable, refused]` pairs: whether the documents hold the answer, and whether the
 * assistant refused. `target` is a fraction `[numerator, denominator]`.
 *
 * Every rate is an exact fraction, a two-item Array `[numerator, denominator]` of integers
 * in lowest terms (zero is `[0, 1]`), or `null` when its denominator would be 0. Return a
 * plain object with exactly the keys `precision`, `recall`, `f1`
 * (`2*TP / (2*TP + FP + FN)`), `chosen_threshold` (the smallest score in `scored` whose
 * precision is at least `target`; `null` when no score's is), `over_refusal` (answerable
 * questions refused, of all answerable ones) and `under_refusal` (unanswerable questions
 * answered, of all unanswerable ones).
 *
 * @example
 * const scored = [[92, true], [85, false], [85, true], [70, true],
 *                 [60, false], [45, true], [30, false], [10, false]];
 * const questions = [[true, false], [true, false], [true, true], [true, false],
 *                    [false, true], [false, false], [false, true], [true, false]];
 * solve(scored, questions, 60, [3, 4]);
 * // { precision: [3, 5], recall: [3, 4], f1: [2, 3], chosen_threshold: 70,
 * //   over_refusal: [1, 5], under_refusal: [1, 3] }
 * solve(scored, [], 93, [1, 1]);
 * // { precision: null, recall: [0, 1], f1: [0, 1], chosen_threshold: 92,
 * //   over_refusal: null, under_refusal: null }
 */
function solve(
  scored: Array<[number, boolean]>,
  questions: Array<[boolean, boolean]>,
  threshold: number,
  target: Fraction,
): Calibration {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
