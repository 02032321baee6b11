// Normalises everything after each code point of the source again, to see whether the quote starts there: right, but the work grows with the square of the source.
// trips: scales-linearly only

const CURLY = { "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"' };
const isWord = (c) => c !== undefined && /[\p{L}\p{N}\p{M}]/u.test(c);
const isMark = (c) => c !== undefined && /\p{M}/u.test(c);

// The normalised code points of some source code points, and where each came from among them.
function normalise(points) {
  const chars = [];
  const from = [];
  points.forEach((ch, index) => {
    for (let c of ch.normalize("NFD")) {
      c = CURLY[c] ?? c;
      if (/[\t\n\v\f\r\p{Z}]/u.test(c)) {
        if (chars[chars.length - 1] === " ") continue;
        c = " ";
      }
      chars.push(c);
      from.push(index);
    }
  });
  return { chars, from };
}

// Where a clean match of `part` starting at source code point `start` ends, or -1.
function endOfMatchAt(points, start, part) {
  const rest = normalise(points.slice(start));
  for (let i = 0; i < part.length; i += 1) if (rest.chars[i] !== part[i]) return -1;
  const before = normalise(points.slice(0, start)).chars.at(-1);
  const [first, last, after] = [rest.chars[0], rest.chars[part.length - 1], rest.chars[part.length]];
  if (isMark(first) || isMark(after)) return -1;
  if ((isWord(before) && isWord(first)) || (isWord(last) && isWord(after))) return -1;
  return start + rest.from[part.length - 1] + 1;
}

function solve(source, quote) {
  const points = Array.from(source);
  const parts = normalise(Array.from(quote))
    .chars.join("")
    .replaceAll("\u2026", "...")
    .split("...")
    .map((part) => Array.from(part.replace(/^ | $/g, "")))
    .filter((part) => part.length > 0);
  if (parts.length === 0) return null;
  let begin = 0;
  let first = -1;
  for (const part of parts) {
    let end = -1;
    let start = begin;
    for (; start < points.length; start += 1) {
      end = endOfMatchAt(points, start, part);
      if (end !== -1) break;
    }
    if (end === -1) return null;
    if (first === -1) first = start;
    begin = end;
  }
  return [first, begin];
}

module.exports = { solve };
