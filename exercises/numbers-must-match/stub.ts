// Do the numbers match the source? The quantities a sentence states that its block does not.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return the quantities `sentence` states that `cited_block` does not, as written.
 *
 * A quantity is money (`Rs`, `Rs.`, `INR` or `₹` before a number), a percentage (a number
 * and `%`), a date (a day 1 to 31, perhaps with st/nd/rd/th, and a full month name such as
 * `August`, in either order) or a bare number. A number is digits 0-9, grouped by commas in
 * any way (`1,00,000`), with at most one decimal point; touched by a letter, a digit or `_`
 * (`/[\p{L}\p{N}_]/u`), or joined to one by a single `.` or `,`, it is part of a word and no
 * quantity (`fee_policy_2024_p2`, `2nd`, `v1.2.3`). Text from `[` to the next `]` is a
 * citation marker and is skipped. Two quantities are the same when their kinds and values are
 * equal: `Rs 1,000` is `Rs. 1000`, `15 August` is `August 15th`, but `1,000` is not
 * `Rs 1,000`. Return each unbacked quantity once, as the sentence first writes it, in the
 * sentence's order; `[]` when every quantity is backed.
 *
 * @example
 * const block =
 *   "Students can pay semester fees by UPI, net banking or demand draft. " +
 *   "Late payment after 15 August has a fine of Rs 500.";
 * solve("Students who pay after 15 August owe a late fee of Rs 1,000.", block);
 * // ["Rs 1,000"]
 * solve("Pay by 15 September to avoid the fine of Rs. 500.", block);
 * // ["15 September"]
 * solve("After August 15th the fine is ₹500.", block);
 * // []
 */
function solve(sentence: string, cited_block: string): string[] {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
