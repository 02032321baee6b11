// Reads block n as handed_out[n], counting from 0, so every citation names the block after the one meant.
// trips: example-1

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
      const number = Number(digits);
      if (number >= 0 && number < handed_out.length) cited.add(handed_out[number]);
      else fabricated.add(number);
    }
  }
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
