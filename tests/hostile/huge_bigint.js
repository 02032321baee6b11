// Answers with BigInts beyond the largest int the wire shows (4096 bits), up to a million
// bits, beside one just within it. They are honest answers, if wrong ones: each must come back
// as a Python child's equally large int does, "too large to show", never as a forged reply.

let calls = 0;

function solve(citations, retrieved_ids) {
  const kind = calls++ % 4;
  if (kind === 0) return [2n ** 5000n];
  if (kind === 1) return [-(2n ** 4096n), 2n ** 4096n - 1n];
  if (kind === 2) return [10n ** 1300n, citations.length];
  return [2n ** 1_000_000n];
}

module.exports = { solve };
