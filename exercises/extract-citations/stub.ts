// Extract citations: find every citation marker written in an answer.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return the citations written in `answer` as [id, page] pairs, in order.
 *
 * A citation is a marker `[source: ID]` or `[source: ID, page N]`. ID is one or more
 * ASCII letters, digits, `_`, `-` or `.`; N is a whole number written with the
 * digits 0 to 9, and its value must be at least 1. Spaces and tabs may sit between the
 * parts. `source` and `page` are lower case. Anything else in square brackets is
 * skipped. Repeats are kept; the page is null when the marker has none.
 *
 * @example
 * solve(
 *   "UPI is accepted [source: fee_policy_p2_c1, page 2]. Visitors sign in " +
 *     "[ source : hostel_rules_p1_c3 ]. Late fine: Rs 500 [Source: fee_policy_p2_c1] " +
 *     "[source: fee_policy_p2_c1, page 02].",
 * );
 * // [["fee_policy_p2_c1", 2], ["hostel_rules_p1_c3", null], ["fee_policy_p2_c1", 2]]
 * solve("Pay by demand draft [source:fee_policy_p2_c1,page 2][source: bank-faq.v3]");
 * // [["fee_policy_p2_c1", 2], ["bank-faq.v3", null]]
 * solve("I don't know from the provided documents [source:] [source: a, page 0].");
 * // []
 */
function solve(answer: string): Array<[string, number | null]> {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
