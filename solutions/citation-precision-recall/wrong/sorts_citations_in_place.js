// Sorts each sentence's citations in the caller's own Arrays, to spot repeats side by side.
// trips: arguments-unchanged

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top, bottom) {
  return bottom === 0 ? null : [top / gcd(top, bottom), bottom / gcd(top, bottom)];
}

function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((numbers, i) => {
    numbers.sort((a, b) => a - b);
    const cited = numbers.filter((n, at) => at === 0 || numbers[at - 1] !== n);
    total += cited.length;
    const evidence = new Set(cited.filter((n) => n >= 1 && n <= block_count));
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
