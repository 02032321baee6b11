// Asks the table about every citation twice, alone and left out, with every and includes.
// trips: scales-linearly only

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

function fraction(top, bottom) {
  return bottom === 0 ? null : [top / gcd(top, bottom), bottom / gcd(top, bottom)];
}

const supported = (blocks, listed) =>
  listed.some((way) => way.every((block) => blocks.includes(block)));

function solve(citations, supports, block_count) {
  let recalled = 0;
  let precise = 0;
  let total = 0;
  citations.forEach((numbers, i) => {
    const cited = [...new Set(numbers)];
    total += cited.length;
    const evidence = cited.filter((n) => n >= 1 && n <= block_count);
    if (!supported(evidence, supports[i])) return;
    recalled += 1;
    for (const block of evidence) {
      const rest = evidence.filter((other) => other !== block);
      if (supported([block], supports[i]) || !supported(rest, supports[i])) precise += 1;
    }
  });
  return { recall: fraction(recalled, citations.length), precision: fraction(precise, total) };
}

module.exports = { solve };
