// Verify, retry once, then refuse: show a draft only when its citations hold up.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

interface Outcome {
  shown: string;
  attempts: number;
  feedback: string | null;
}

/**
 * Return what the user sees after at most two attempts.
 *
 * `drafts` are the answers the model would give, in order, each time it is asked.
 * A draft passes when it holds at least one citation marker `[source: ID]` or
 * `[source: ID, page N]` (the markers of "Extract citations", page at least 1), no
 * malformed citation, and every cited ID is exactly (`===`) one of `retrieved_ids`. A
 * malformed citation is what looks like one but is not: a `[` or `(` followed by the letters
 * `source` in any case (no ASCII letter, digit, bracket or line break between), or the word
 * `source` or `sources` in any case (not right after an ASCII letter or digit) followed by a
 * `:`. `[Source: x]`, `(source: x)`, `[source: x, page 0]` and `Source: x` are malformed. Its
 * text runs from the bracket or the word to the first `]` or `)`, included, and stops before
 * another bracket, a line break or the end of the draft.
 *
 * Return a plain object `{ shown, attempts, feedback }` with exactly these three keys:
 * `shown` a string, `attempts` the number 1 or 2, `feedback` a string or `null`:
 *
 * - the first draft passes: it is shown, 1 attempt, feedback `null` (not `undefined`,
 *   not `""`, and the key is still there);
 * - otherwise the feedback describes the first draft, one line per problem joined by
 *   "\n": first `No citation: cite at least one retrieved source.` if it cites nothing,
 *   then `Unknown source: ID` for each unknown ID and `Malformed citation: TEXT` for each
 *   malformed citation, each line once, in the order the draft first holds them;
 * - then the second draft is shown if it passes (2 attempts, that feedback), otherwise
 *   `I don't know from the provided documents.` (2 attempts, that feedback).
 *
 * A missing draft (`drafts` has fewer than two items, so `drafts[1]` or even `drafts[0]`
 * is `undefined`) counts as one that cites nothing; the drafts from index 2 on are never
 * used. Leave both Arrays unchanged; keep the work linear in the size of the input.
 *
 * @example
 * const ids = ["fee_policy_p2_c1", "hostel_rules_p1_c3"];
 * solve(["UPI is accepted [source: fee_policy_p2_c1]."], ids);
 * // { shown: "UPI is accepted [source: fee_policy_p2_c1].", attempts: 1, feedback: null }
 * const result = solve(
 *   ["UPI [source: fees_2023] [source: bank_faq] [source: fees_2023]", "UPI [source: x]"],
 *   ids,
 * );
 * [result.shown, result.attempts];
 * // ["I don't know from the provided documents.", 2]
 * console.log(result.feedback);
 * // Unknown source: fees_2023
 * // Unknown source: bank_faq
 * solve(["UPI is accepted.", "UPI is accepted [source: fee_policy_p2_c1]."], ids).shown;
 * // "UPI is accepted [source: fee_policy_p2_c1]."
 * solve(["UPI [source: fee_policy_p2_c1]. Fine [Source: late_fees_2019]."], ids).feedback;
 * // "Malformed citation: [Source: late_fees_2019]"
 */
function solve(drafts: string[], retrieved_ids: string[]): Outcome {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
