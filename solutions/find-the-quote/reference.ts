// Reference solution for the lesson "Is the quote really in the source?", in TypeScript.

// Curly quotation marks and apostrophes, each read as its straight twin.
const STRAIGHT = new Map([
  ["\u2018", "'"], ["\u2019", "'"], ["\u201a", "'"], ["\u201b", "'"],
  ["\u201c", '"'], ["\u201d", '"'], ["\u201e", '"'], ["\u201f", '"'],
]);
const SPACE = /[\t\n\v\f\r\p{Z}]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;
const MARK = /\p{M}/u;
const ELLIPSIS = "...";

/**
 * The text as it is compared, and for each of its UTF-16 code units the position, counted
 * in code points, of the character of `text` it came from; and whether each code unit
 * belongs to a word character or to a mark.
 */
function normalised(text) {
  // 1. Each character on its own (for...of steps over whole code points): decompose it
  //    (NFD), so that "é" and "e" plus an accent read the same; straighten curly quotes;
  //    and make each run of whitespace one space. Remember where every character came
  //    from, counted in code points, once for each code unit it takes in the result, so
  //    that an index found by indexOf leads straight back to the source.
  const pieces = [];
  const origins = [];
  const words = [];
  const marks = [];
  let position = 0;
  for (const character of text) {
    for (let piece of character.normalize("NFD")) {
      piece = STRAIGHT.get(piece) ?? piece;
      if (SPACE.test(piece)) {
        if (pieces.at(-1) === " ") continue;
        piece = " ";
      }
      pieces.push(piece);
      for (let unit = 0; unit < piece.length; unit += 1) {
        origins.push(position);
        words.push(WORD.test(piece));
        marks.push(MARK.test(piece));
      }
    }
    position += 1;
  }
  return { text: pieces.join(""), origins, words, marks };
}

/** Whether text[start:end] (in code units) is made of whole characters and whole words. */
function cleanEdges(found, start, end) {
  const { words, marks } = found;
  // 3. A mark belongs to the character before it: "cafe" is not in "café", "=" not in "≠".
  if (marks[start] || marks[end]) return false;
  // 4. A match may not cut a word: "Rs 50" is not in "Rs 500".
  if (start > 0 && words[start - 1] && words[start]) return false;
  return !(end < words.length && words[end - 1] && words[end]);
}

/** Where `part` first matches at or after `begin`, or -1. */
function firstMatch(found, part, begin) {
  let at = found.text.indexOf(part, begin);
  while (at !== -1 && !cleanEdges(found, at, at + part.length)) {
    at = found.text.indexOf(part, at + 1);
  }
  return at;
}

/** The span [start, end] of the quote in the source, in code points, or null. */
function solve(source: string, quote: string): [number, number] | null {
  const found = normalised(source);
  // 2. An ellipsis, "…" or "...", stands for text the quote left out: the parts between
  //    them must each be in the source, in order. Spaces around a part are only layout.
  const parts = normalised(quote)
    .text.replaceAll("\u2026", ELLIPSIS)
    .split(ELLIPSIS)
    .map((part) => part.replace(/^ | $/g, ""))
    .filter((part) => part !== "");
  // 5. With nothing to find, nothing is quoted.
  if (parts.length === 0) return null;
  // 6. The first part at its first match; each later part at its first match after the one
  //    before. Starting the first part later could only push the others later still.
  const starts = [];
  let end = 0;
  for (const part of parts) {
    const at = firstMatch(found, part, end);
    if (at === -1) return null;
    starts.push(at);
    end = at + part.length;
  }
  // 7. Back to the source's own positions, in code points: from the first character of the
  //    first part to just after the last character of the last part, the left-out text
  //    included.
  return [found.origins[starts[0]], found.origins[end - 1] + 1];
}

module.exports = { solve };
