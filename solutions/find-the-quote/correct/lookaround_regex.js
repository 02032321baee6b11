// Builds one regular expression per part, with lookbehind and lookahead for the word and mark rules, and runs it with a lastIndex that moves on; positions come back through a per-code-unit Array.
// trips: nothing

const STRAIGHT = /[\u2018-\u201f]/gu;
const SPACES = /[\t\n\v\f\r\p{Z}]+/gu;

function straighten(c) {
  return c <= "\u201b" ? "'" : '"';
}

function normalise(text) {
  // Each code point alone, decomposed and straightened; a run of spaces becomes one later.
  let out = "";
  const origin = [];
  let position = 0;
  for (const ch of text) {
    const piece = ch.normalize("NFD").replace(STRAIGHT, straighten);
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(position);
    out += piece;
    position += 1;
  }
  // Collapse whitespace runs, keeping the origin of each run's first unit.
  let text2 = "";
  const origin2 = [];
  let last = 0;
  for (const run of out.matchAll(SPACES)) {
    text2 += out.slice(last, run.index) + " ";
    origin2.push(...origin.slice(last, run.index), origin[run.index]);
    last = run.index + run[0].length;
  }
  text2 += out.slice(last);
  origin2.push(...origin.slice(last));
  return { text: text2, origin: origin2 };
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const WORD = /^[\p{L}\p{N}\p{M}]/u;
const WORD_END = /[\p{L}\p{N}\p{M}]$/u;

function pattern(part) {
  const before = WORD.test(part) ? "(?<![\\p{L}\\p{N}\\p{M}])" : "";
  const after = WORD_END.test(part) ? "(?![\\p{L}\\p{N}\\p{M}])" : "(?!\\p{M})";
  return new RegExp(before + "(?!\\p{M})" + escape(part) + after, "gu");
}

function solve(source, quote) {
  const { text, origin } = normalise(source);
  const parts = normalise(quote)
    .text.replaceAll("…", "...")
    .split("...")
    .map((part) => part.replace(/^ | $/g, ""))
    .filter(Boolean);
  if (!parts.length) return null;
  let from = 0;
  let first = null;
  for (const part of parts) {
    const search = pattern(part);
    search.lastIndex = from;
    const hit = search.exec(text);
    if (hit === null) return null;
    if (first === null) first = hit.index;
    from = hit.index + part.length;
  }
  return [origin[first], origin[from - 1] + 1];
}

module.exports = { solve };
