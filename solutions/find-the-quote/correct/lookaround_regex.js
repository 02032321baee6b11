// Normalises with regular expressions (curly quotes, then whitespace runs with matchAll), finds candidates with indexOf, and tests each edge with a sticky regular expression that looks behind.
// trips: nothing

const CURLY = /[\u2018-\u201f]/gu;
const SPACES = /[\t\n\v\f\r\p{Z}]+/gu;
// A word character at the position and another just before it: a cut there.
const CUT = /(?<=[\p{L}\p{N}\p{M}])[\p{L}\p{N}\p{M}]/uy;
const MARK = /\p{M}/uy;

function straighten(c) {
  return c <= "\u201b" ? "'" : '"';
}

function normalise(text) {
  // Each code point alone, decomposed and straightened, with its position for every code unit.
  let decomposed = "";
  const origin = [];
  let position = 0;
  for (const ch of text) {
    const piece = ch.normalize("NFD").replace(CURLY, straighten);
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(position);
    decomposed += piece;
    position += 1;
  }
  // Then each run of whitespace becomes one space, which keeps the origin of the run's start.
  let out = "";
  const kept = [];
  let last = 0;
  const keep = (from, to) => {
    out += decomposed.slice(from, to);
    for (let i = from; i < to; i += 1) kept.push(origin[i]);
  };
  for (const run of decomposed.matchAll(SPACES)) {
    keep(last, run.index);
    out += " ";
    kept.push(origin[run.index]);
    last = run.index + run[0].length;
  }
  keep(last, decomposed.length);
  return { text: out, origin: kept };
}

function holds(pattern, text, index) {
  pattern.lastIndex = index;
  return pattern.test(text);
}

function clean(text, start, end) {
  if (holds(MARK, text, start) || holds(MARK, text, end)) return false;
  return !holds(CUT, text, start) && !holds(CUT, text, end);
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
    let hit = text.indexOf(part, from);
    while (hit !== -1 && !clean(text, hit, hit + part.length)) hit = text.indexOf(part, hit + 1);
    if (hit === -1) return null;
    if (first === null) first = hit;
    from = hit + part.length;
  }
  return [origin[first], origin[from - 1] + 1];
}

module.exports = { solve };
