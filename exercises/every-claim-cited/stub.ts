// Every factual claim cited: find the sentences that state a fact without a citation.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

// Given: one citation marker, `[source: ID]` or `[source: ID, page N]` with N at least 1, the
// grammar you wrote in Extract citations. It is a pattern's source with no capturing group, so
// it can stand alone (`answer.matchAll(new RegExp(CITATION, "g"))`) or inside a larger pattern
// (`new RegExp("(?<citation>" + CITATION + ")|...", "g")`) as often as you need it.
const CITATION =
  String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*` +
  String.raw`(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;

/**
 * Return the positions (counted from 0, in increasing order) of the sentences in `answer`
 * that hold an ASCII digit 0 to 9 outside their citations and have no citation at all.
 *
 * A citation is a marker `[source: ID]` or `[source: ID, page N]`, read as in Extract
 * citations: ID is ASCII letters, digits, `_`, `-` or `.`; N is written with the digits
 * 0 to 9 and is at least 1; only spaces and tabs may sit between the parts; `source` and
 * `page` are lower case: the text `CITATION` matches. A citation is taken as a whole, and
 * any other bracketed text is ordinary text.
 * A sentence ends at a line break "\n" (only "\n": a "\r", a form feed, U+0085 or U+2028 is
 * ordinary whitespace), at the end of the answer, or after `.`, `!` or `?` when a gap of
 * spaces, tabs and citations follows, taken as far as it goes, and the first character
 * after that gap is not a digit 0 to 9. Citations in such a gap belong to the sentence that
 * ends there.
 * A piece that holds only whitespace is not a sentence and takes no position. Whitespace
 * means a character that the regex `\s` matches, except U+FEFF, or one of U+001C to U+001F
 * and U+0085 (`piece.trim() === ""` tests the same on every other character).
 * A fact written only in words ("five hundred rupees") holds no digit: this rule does not
 * report it.
 *
 * @example
 * solve(
 *   "You can pay the semester fees by UPI, net banking or demand draft " +
 *     "[source: fee_policy_p2_c1, page 2]. Paying after 15 August costs a late fine of " +
 *     "Rs 500. The hostel desk opens at 9 am [source: hostel_rules_p1_c3]. Hope this helps!",
 * );
 * // [1]
 * solve(
 *   "Pay the semester fees by 15 August. [source: fee_policy_p2_c1, page 2] After that " +
 *     "date the fine is Rs. 500 [source: fee_policy_p2_c1]. Card payments carry a 2.5% " +
 *     "charge. Please keep your receipt!",
 * );
 * // [2]
 * solve(
 *   "Ways to pay:\n- UPI [source: fee_policy_p2_c1, page 2]\n" +
 *     "- Demand draft, at 2 bank branches\n\nLate fee: Rs 500 after 15 August",
 * );
 * // [2, 3]
 */
function solve(answer: string): number[] {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
