// Trusts its return type: `number | null` is erased, never checked, so a marker without a page gives undefined.
// trips: returns-list-of-tuples

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer: string): Array<[string, number | null]> {
  const citations: Array<[string, number | null]> = [];
  for (const [, sourceId, digits] of answer.matchAll(MARKER)) {
    const page = digits && Number(digits);
    if (page !== 0) citations.push([sourceId, page as number | null]);
  }
  return citations;
}

module.exports = { solve };
