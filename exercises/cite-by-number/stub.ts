// Cite by number: read the numbered citations in an answer, and catch the made-up numbers.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return [the ids the answer cites, the numbers it made up], each once, in order.
 *
 * Block n is `handed_out[n - 1]`. A citation is `[`, one or more numbers separated by
 * commas, then `]`; spaces and tabs may sit just inside the brackets and around each
 * comma. A number is one or more of the ASCII digits 0 to 9; leading zeros are allowed
 * (`[03]` is 3). A bracket holding anything else (a word, a minus sign, another digit
 * script, a line break, a stray comma) is not a citation, and none of its numbers count.
 * Numbers 1 to `handed_out.length` cite that block's id; any other number, 0 included,
 * is made up, and comes back exact (a BigInt when it is too large for a number). Each id
 * and each made-up number appears once, in the order first cited. Leave `handed_out` as
 * it is.
 *
 * @example
 * const blocks = ["fee_policy_p2_c1", "hostel_rules_p1_c3", "fee_policy_p3_c2",
 *                 "bank_faq_p1_c1", "exam_rules_p4_c1"];
 * solve(
 *   "Semester fees can be paid by UPI or net banking [1] or by demand draft [1, 4]. " +
 *     "Paying after 15 August costs a fine of Rs 500 [8][1]. Visitors sign in at the " +
 *     "hostel desk [02]. Details are on [the fee page](https://example.edu/fees) [see 3].",
 *   blocks,
 * );
 * // [["fee_policy_p2_c1", "bank_faq_p1_c1", "hostel_rules_p1_c3"], [8]]
 * const twice = ["fee_policy_p2_c1", "hostel_rules_p1_c3", "fee_policy_p2_c1"];
 * solve("UPI is accepted [3]. Visitors sign in [2]. The late fine is Rs 500 [1].", twice);
 * // [["fee_policy_p2_c1", "hostel_rules_p1_c3"], []]
 * solve("The late fine is Rs 500 [1], due after 15 August [2, 1].", []);
 * // [[], [1, 2]]
 */
function solve(answer: string, handed_out: string[]): [string[], Array<number | bigint>] {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
