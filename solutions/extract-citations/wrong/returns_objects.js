// Returns each citation as an object {id, page}, not as an [id, page] pair.
// trips: returns-list-of-tuples

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer) {
  const citations = [];
  for (const [, id, digits] of answer.matchAll(MARKER)) {
    if (digits === undefined) citations.push({ id, page: null });
    else if (Number(digits) > 0) citations.push({ id, page: Number(digits) });
  }
  return citations;
}

module.exports = { solve };
