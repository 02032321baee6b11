// Chiara -- citation precision & recall
// count how many fitting ways use each block; used by all of them => needed

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

function frac(a, b) {
  if (b === 0) return null;
  const g = gcd(a, b);
  return [a / g, b / g];
}

function solve(citations, supports, block_count) {
  let recalled = 0, precise = 0, total = 0;
  for (let i = 0; i < citations.length; i++) {
    const cited = new Set(citations[i]);
    total += cited.size;
    const real = new Set([...cited].filter((x) => x >= 1 && x <= block_count));
    const fits = supports[i].filter((way) => way.every((b) => real.has(b)));
    if (!fits.length) continue;
    recalled++;
    const used = new Map();
    const alone = new Set();
    for (const way of fits) {
      const w = new Set(way);
      if (w.size === 1) alone.add(way[0]);
      for (const b of w) used.set(b, (used.get(b) || 0) + 1);
    }
    for (const b of real) if (alone.has(b) || used.get(b) === fits.length) precise++;
  }
  return { recall: frac(recalled, citations.length), precision: frac(precise, total) };
}

module.exports = { solve };
