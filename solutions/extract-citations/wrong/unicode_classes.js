// Writes the id and the page with Unicode classes (\p{L}, \p{N} and the u flag), so "café" and Arabic digits count.
// trips: ascii-only-inside

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([\p{L}\p{N}_.-]+)[ \t]*(?:,[ \t]*page[ \t]*(\p{N}+)[ \t]*)?\]/gu;

function solve(answer) {
  const citations = [];
  for (const [, id, digits] of answer.matchAll(MARKER)) {
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, Number(digits)]);
  }
  return citations;
}

module.exports = { solve };
