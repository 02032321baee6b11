// Counts in a Map how many ways of support use each block: a block every way uses is needed.
// trips: nothing

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function share(part, whole) {
  if (whole === 0) return null;
  const g = gcd(part, whole);
  return [part / g, whole / g];
}

function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  for (let i = 0; i < citations.length; i++) {
    const cited = new Set(citations[i]);
    total += cited.size;
    const real = new Set([...cited].filter((n) => n >= 1 && n <= block_count));
    const ways = supports[i].filter((way) => way.every((block) => real.has(block)));
    if (ways.length === 0) continue;
    recalled += 1;
    const uses = new Map();
    const alone = new Set();
    for (const way of ways) {
      const blocks = new Set(way);
      if (blocks.size === 1) alone.add(way[0]);
      for (const block of blocks) uses.set(block, (uses.get(block) ?? 0) + 1);
    }
    for (const block of real) {
      if (alone.has(block) || uses.get(block) === ways.length) precise += 1;
    }
  }
  return { recall: share(recalled, citations.length), precision: share(precise, total) };
}

module.exports = { solve };
