// Walks the answer one character code at a time, with no regex: each "[" first tries to read a whole citation.
// trips: nothing

const isBlank = (c) => c === 0x20 || c === 0x09;
const isDigit = (c) => c >= 0x30 && c <= 0x39;
const isIdChar = (c) =>
  isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d || c === 0x2e;
// Python's str.isspace: what decides that a piece is blank.
const SPACES = new Set([0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
const isSpace = (c) => (c >= 0x09 && c <= 0x0d) || (c >= 0x2000 && c <= 0x200a) || SPACES.has(c);

/** The index just past a citation that starts at `i`, or -1 when none starts there. */
function citationEnd(text, i) {
  const n = text.length;
  const skipBlanks = () => {
    while (i < n && isBlank(text.charCodeAt(i))) i += 1;
  };
  const word = (w) => {
    if (!text.startsWith(w, i)) return false;
    i += w.length;
    return true;
  };
  if (!word("[")) return -1;
  skipBlanks();
  if (!word("source")) return -1;
  skipBlanks();
  if (!word(":")) return -1;
  skipBlanks();
  const idStart = i;
  while (i < n && isIdChar(text.charCodeAt(i))) i += 1;
  if (i === idStart) return -1;
  skipBlanks();
  if (word(",")) {
    skipBlanks();
    if (!word("page")) return -1;
    skipBlanks();
    const pageStart = i;
    let nonZero = false;
    while (i < n && isDigit(text.charCodeAt(i))) {
      if (text.charCodeAt(i) !== 0x30) nonZero = true;
      i += 1;
    }
    if (i === pageStart || !nonZero) return -1;
    skipBlanks();
  }
  return word("]") ? i : -1;
}

function solve(answer) {
  const n = answer.length;
  const uncited = [];
  let position = 0;
  let fact = false;
  let cited = false;
  let text = false; // the current piece holds something other than whitespace

  const close = () => {
    if (text) {
      if (fact && !cited) uncited.push(position);
      position += 1;
    }
    fact = cited = text = false;
  };

  let i = 0;
  while (i < n) {
    const c = answer.charCodeAt(i);
    if (c === 0x5b) {
      const after = citationEnd(answer, i);
      if (after !== -1) {
        cited = text = true;
        i = after;
        continue;
      }
    } else if (c === 0x2e || c === 0x21 || c === 0x3f) {
      // Read the gap after the end mark: spaces, tabs and whole citations, as far as it goes.
      let j = i + 1;
      let gapCites = false;
      while (j < n) {
        if (isBlank(answer.charCodeAt(j))) {
          j += 1;
          continue;
        }
        const after = citationEnd(answer, j);
        if (after === -1) break;
        gapCites = true;
        j = after;
      }
      if (j > i + 1 && (j === n || !isDigit(answer.charCodeAt(j)))) {
        text = true;
        cited = cited || gapCites;
        close();
        i = j;
        continue;
      }
    } else if (c === 0x0a) {
      close();
      i += 1;
      continue;
    } else if (isDigit(c)) {
      fact = true;
    }
    if (!isSpace(c)) text = true;
    i += 1;
  }
  close();
  return uncited;
}

module.exports = { solve };
