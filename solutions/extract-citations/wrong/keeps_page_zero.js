// Keeps every page it reads, so a marker with page 0 still counts as a citation.
// trips: page-zero

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer) {
  return [...answer.matchAll(MARKER)].map(([, id, digits]) => [
    id,
    digits === undefined ? null : Number(digits),
  ]);
}

module.exports = { solve };
