// Is the quote really in the source? Find a quote, word for word, in the block it cites.

class NotImplementedError extends Error {
  name = "NotImplementedError";
}

/**
 * Return the span [start, end] of `quote` in `source`, or null when it is not there.
 *
 * Both texts are compared after the same normalisation, one character (code point) at a
 * time: each character is decomposed with `character.normalize("NFD")`; the curly quotes
 * ‘ ’ ‚ ‛ become ' and “ ” „ ‟ become "; and every run of whitespace (tab, line feed,
 * vertical tab, form feed, carriage return, or any character matching `/\p{Z}/u`)
 * becomes one space. Case counts, and nothing else is changed.
 *
 * In the quote, write every "…" as "...", then cut it at every "...", as
 * `quote.split("...")` does: each cut stands for left-out text, and the parts between the
 * cuts, each without the spaces at its ends, must all be found, in order. A match never
 * cuts a word (letters, numbers and marks, `/[\p{L}\p{N}\p{M}]/u`, are word characters)
 * and never starts on a mark (`/\p{M}/u`) or stops just before one. Take the first part
 * where it first matches, each later part where it first matches after the one before.
 * `start` is where the first part begins and `end` where the last part ends, counted in
 * the code points of `source` (0-based, `end` excluded): an emoji counts as one, although
 * it is two UTF-16 code units of `source.length`. A quote with nothing to find is null.
 *
 * @example
 * const source =
 *   "Students can pay semester fees by UPI, net banking or demand draft.\n" +
 *   "Late payment after 15 August has a\nfine of Rs 500. " +
 *   "The college’s fee office does not accept cash.";
 * solve(source, "Late payment after 15 August has a fine of Rs 1,000.");
 * // null
 * solve(source, "Late payment after 15 August has a fine of Rs 500.");
 * // [68, 118]
 * solve(source, "Students can pay … by UPI");
 * // [0, 37]
 * solve(source, "a fine of Rs 50");
 * // null
 * solve(source, "The college's fee office does not accept cash.");
 * // [119, 165]
 */
function solve(source: string, quote: string): [number, number] | null {
  throw new NotImplementedError("Write your solution here.");
}

module.exports = { solve };
