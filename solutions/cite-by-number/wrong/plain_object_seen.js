// Marks the ids already cited in a plain object `{}`, which already holds constructor and toString.
// trips: ids-as-given

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;

function solve(answer, handed_out) {
  const seen = {};
  const cited = [];
  const fabricated = new Set();
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
      const number = BigInt(digits);
      if (number >= 1n && number <= BigInt(handed_out.length)) {
        const id = handed_out[Number(number) - 1];
        if (!seen[id]) {
          seen[id] = true;
          cited.push(id);
        }
      } else {
        fabricated.add(number);
      }
    }
  }
  return [cited, [...fabricated]];
}

module.exports = { solve };
