// Reads each comma-separated part with parseInt, which stops at the first non-digit, so "[3a]" and "[3 above]" cite block 3.
// trips: other-text-in-brackets

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, inside] of answer.matchAll(/\[([^[\]]*)\]/g)) {
    const numbers = inside.split(",").map((part) => parseInt(part, 10));
    if (numbers.some(Number.isNaN)) continue;
    for (const number of numbers) {
      if (number >= 1 && number <= handed_out.length) cited.add(handed_out[number - 1]);
      else fabricated.add(number);
    }
  }
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
