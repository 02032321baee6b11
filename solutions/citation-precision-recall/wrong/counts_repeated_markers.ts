// Counts every marker, as ALCE's code does, so [1][1] is two precise citations.
// trips: repeated-citation-once

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top, bottom) {
  return bottom === 0 ? null : [top / gcd(top, bottom), bottom / gcd(top, bottom)];
}

type Fraction = [number, number]; // [numerator, denominator], in lowest terms

interface Scores {
  recall: Fraction | null;
  precision: Fraction | null;
}

function solve(citations: number[][], supports: number[][][], block_count: number): Scores {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((numbers, i) => {
    const evidence = new Set(numbers.filter((n) => n >= 1 && n <= block_count));
    total += numbers.length;
    const ways = supports[i].map((way) => new Set(way)).filter((way) => way.isSubsetOf(evidence));
    if (ways.length === 0) return;
    recalled += 1;
    const keep = ways.reduce((common, way) => common.intersection(way));
    for (const way of ways) if (way.size === 1) for (const block of way) keep.add(block);
    precise += numbers.filter((n) => keep.has(n)).length;
  });
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, total) };
}

module.exports = { solve };
