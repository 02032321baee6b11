// Answers with as many tiny items as the child's encoder sends (zeros, empty Arrays, short
// nested Arrays, empty objects), and then one more. The grader must take the first in memory
// bounded by the item cap, the second as a value too large to check; neither may pass.

const ITEMS = 1_000_000; // the wire's cap on a reply's items, counting the outer Array
let calls = 0;

function solve(citations, retrieved_ids) {
  const kind = calls++ % 5;
  if (kind === 0) return new Array(ITEMS - 1).fill(0);
  if (kind === 1) return Array.from({ length: ITEMS - 1 }, () => []);
  if (kind === 2) return Array.from({ length: (ITEMS - 1) / 3 }, () => [[0]]);
  if (kind === 3) return Array.from({ length: ITEMS - 1 }, () => ({}));
  return new Array(ITEMS).fill(0);
}

module.exports = { solve };
