// Reads the page with parseInt, which stops at the first non-digit, so "page 2a" and "page 2.5" become page 2.
// trips: malformed-markers

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([^ \t\]]+)[ \t]*)?\]/g;

function solve(answer) {
  const citations = [];
  for (const [, id, text] of answer.matchAll(MARKER)) {
    if (text === undefined) {
      citations.push([id, null]);
      continue;
    }
    const page = parseInt(text, 10);
    if (!Number.isNaN(page) && page > 0) citations.push([id, page]);
  }
  return citations;
}

module.exports = { solve };
