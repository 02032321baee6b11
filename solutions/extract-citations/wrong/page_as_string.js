// Returns the page as the digits it matched, a string such as "007", not the number 7.
// trips: page-is-int

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer) {
  const citations = [];
  for (const [, id, digits] of answer.matchAll(MARKER)) {
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, digits]);
  }
  return citations;
}

module.exports = { solve };
