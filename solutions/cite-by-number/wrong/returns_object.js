// Returns an object {cited, fabricated} instead of the pair [cited, fabricated].
// trips: returns-tuple-of-lists

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
      const number = BigInt(digits);
      if (number >= 1n && number <= BigInt(handed_out.length)) cited.add(handed_out[Number(number) - 1]);
      else fabricated.add(number);
    }
  }
  return { cited: [...cited], fabricated: [...fabricated] };
}

module.exports = { solve };
