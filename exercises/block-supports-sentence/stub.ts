// Does the cited block support the sentence? A word-overlap check on one citation.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return whether `cited_block` supports `sentence`, judged by the terms they share.
 *
 * Put each text in normal form C first, with `text.normalize("NFC")`. A term is then a
 * longest run of characters that each match `/[\p{L}\p{N}]/u` (a letter or a number, in
 * any script); take each run out whole, and only then lower-case it with `toLowerCase()`.
 * Leave out every sentence term that occurs in more than half of the documents of `index`
 * (count * 2 > index.length), the index the `blocks` were retrieved from; the handed-out
 * `blocks` never decide what is common. The overlap is the fraction of the sentence's
 * remaining distinct terms that are terms of `cited_block` as well. `threshold` is a
 * fraction [numerator, denominator]: return true when
 * matched * denominator >= numerator * remaining, and false when no term is left.
 *
 * @example
 * const index = [
 *   "Students can pay semester fees by UPI, net banking or demand draft. " +
 *     "Late payment after 15 August has a fine of Rs 500.",
 *   "Semester fees for the year are due by 31 July, and students pay them online or at the " +
 *     "fee office.",
 *   "Hostel students pay the hostel fee with the semester fees. " +
 *     "Visitors sign in at the hostel desk.",
 *   "Students who pay the semester fees by demand draft can get one at any branch of the " +
 *     "bank for Rs 50.",
 *   "Students may borrow four books at a time from the library. " +
 *     "A late return costs Rs 5 a day.",
 *   "Students must bring the hall ticket to every exam. Phones are not allowed in the hall.",
 *   "New students collect the identity card from the admissions office in the first week.",
 *   "The college bus leaves the main gate at 8 a.m. and returns at 5 p.m.",
 *   "The canteen opens at 8 a.m. and serves lunch until 3 p.m.",
 *   "A merit scholarship covers the tuition for one year.",
 * ];
 * const blocks = index.slice(0, 4);
 * const sentence = "Students who pay the semester fees after 15 August owe a fine of Rs 500.";
 * solve(sentence, blocks[0], blocks, index, [3, 4]);
 * // true
 * solve(sentence, blocks[3], blocks, index, [3, 4]);
 * // false
 * const copied = "Late payment after 15 August has a fine of Rs 500.";
 * solve(copied, index[0], [index[0]], index, [1, 1]);
 * // true
 */
function solve(
  sentence: string,
  cited_block: string,
  blocks: string[],
  index: string[],
  threshold: [number, number],
): boolean {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
