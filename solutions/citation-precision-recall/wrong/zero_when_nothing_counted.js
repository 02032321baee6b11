// Scores a share of nothing as [0, 1] instead of null, so an empty answer looks wholly wrong.
// trips: empty-answer

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top, bottom) {
  if (bottom === 0) return [0, 1];
  return [top / gcd(top, bottom), bottom / gcd(top, bottom)];
}

function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((numbers, i) => {
    const cited = new Set(numbers);
    total += cited.size;
    const evidence = new Set([...cited].filter((n) => n >= 1 && n <= block_count));
    const ways = supports[i].map((way) => new Set(way)).filter((way) => way.isSubsetOf(evidence));
    if (ways.length === 0) return;
    recalled += 1;
    const keep = ways.reduce((common, way) => common.intersection(way));
    for (const way of ways) if (way.size === 1) for (const block of way) keep.add(block);
    precise += keep.size;
  });
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, total) };
}

module.exports = { solve };
