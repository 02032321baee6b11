// Counts a citation precise only when the others fail without it, forgetting the blocks that
// support the sentence alone.
// trips: each-alone-precise

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
    const cited = new Set(numbers);
    total += cited.size;
    const evidence = new Set([...cited].filter((n) => n >= 1 && n <= block_count));
    const ways = supports[i].map((way) => new Set(way)).filter((way) => way.isSubsetOf(evidence));
    if (ways.length === 0) return;
    recalled += 1;
    precise += ways.reduce((common, way) => common.intersection(way)).size;
  });
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, total) };
}

module.exports = { solve };
