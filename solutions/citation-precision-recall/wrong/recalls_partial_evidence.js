// Recalls a sentence when any cited block appears in one of its listed sets, though the set
// needs the others too.
// trips: joint-support

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
    const relevant = new Set(supports[i].flat());
    const useful = [...cited].filter((n) => n >= 1 && n <= block_count && relevant.has(n));
    if (useful.length === 0) return;
    recalled += 1;
    precise += useful.length;
  });
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, total) };
}

module.exports = { solve };
