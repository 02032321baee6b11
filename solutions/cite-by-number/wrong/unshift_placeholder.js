// Puts a placeholder at the front of handed_out with unshift, so that block n is handed_out[n], and never takes it off.
// trips: arguments-unchanged

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
      const number = BigInt(digits);
      if (handed_out[0] !== null) handed_out.unshift(null);
      if (number >= 1n && number < BigInt(handed_out.length)) cited.add(handed_out[Number(number)]);
      else fabricated.add(number);
    }
  }
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
