// Tests word characters with /\w/, which knows only the ASCII letters and digits, so a Hindi or Chinese word can be cut.
// trips: whole-words

const CURLY = { "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"' };

const isSpace = (c) => /[\t\n\v\f\r\p{Z}]/u.test(c);
const isWord = (c) => c !== undefined && /\w/.test(c);
const isMark = (c) => c !== undefined && /\p{M}/u.test(c);

// One entry per code point of the normalised text, and the code point of the source it came from.
function normalise(text) {
  const chars = [];
  const from = [];
  let index = 0;
  for (const ch of text) {
    for (let c of ch.normalize("NFD")) {
      c = CURLY[c] ?? c;
      if (isSpace(c)) {
        if (chars[chars.length - 1] === " ") continue;
        c = " ";
      }
      chars.push(c);
      from.push(index);
    }
    index += 1;
  }
  return { chars, from };
}

function matchesAt(chars, part, at) {
  if (at + part.length > chars.length) return false;
  for (let i = 0; i < part.length; i += 1) {
    if (chars[at + i] !== part[i]) return false;
  }
  const end = at + part.length;
  if (isMark(chars[at]) || isMark(chars[end])) return false;
  if (isWord(chars[at - 1]) && isWord(chars[at])) return false;
  return !(isWord(chars[end - 1]) && isWord(chars[end]));
}

function solve(source: string, quote: string): [number, number] | null {
  const { chars, from } = normalise(source);
  const parts = normalise(quote)
    .chars.join("")
    .replaceAll("\u2026", "...")
    .split("...")
    .map((part) => part.replace(/^ | $/g, ""))
    .filter((part) => part.length > 0)
    .map((part) => Array.from(part));
  if (parts.length === 0) return null;
  let at = 0;
  let start = -1;
  for (const part of parts) {
    while (at < chars.length && !matchesAt(chars, part, at)) at += 1;
    if (at >= chars.length) return null;
    if (start === -1) start = at;
    at += part.length;
  }
  return [from[start], from[at - 1] + 1];
}

module.exports = { solve };
