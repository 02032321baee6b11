// Check cited sources: find the cited ids that were never placed in the prompt.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return the cited ids that are not among the ids placed in the prompt.
 *
 * Each unknown id is reported once, in the order it first appears in `citations`.
 * Ids are compared exactly. Return an empty Array when every citation is known or there
 * are no citations. Leave both Arrays as they are.
 *
 * @example
 * solve(
 *   ["fee_policy_p2_c1", "fee_policy_p9_c4", "fee_policy_p9_c4", "hostel_rules_p1_c3"],
 *   ["fee_policy_p2_c1", "bank_faq_p1_c1"],
 * );
 * // ["fee_policy_p9_c4", "hostel_rules_p1_c3"]
 * solve(["fee_policy_p2_c1"], ["fee_policy_p2_c1"]);
 * // []
 * solve(["bank_faq_p1_c1", "fee_policy_p2_c1", "bank_faq_p1_c1"], []);
 * // ["bank_faq_p1_c1", "fee_policy_p2_c1"]
 */
function solve(citations: string[], retrieved_ids: string[]): string[] {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
