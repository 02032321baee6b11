// Reads every number with Number(), which rounds those beyond 2 ** 53, so a huge made-up number comes back changed.
// trips: huge-numbers

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
      const number = Number(digits);
      if (number >= 1 && number <= handed_out.length) cited.add(handed_out[number - 1]);
      else fabricated.add(number);
    }
  }
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
