// Collects the citations in a Map keyed by id, so a repeated id keeps only its first marker.
// trips: repeats-in-order

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer) {
  const byId = new Map();
  for (const [, id, digits] of answer.matchAll(MARKER)) {
    const page = digits === undefined ? null : Number(digits);
    if (page !== 0 && !byId.has(id)) byId.set(id, page);
  }
  return [...byId];
}

module.exports = { solve };
