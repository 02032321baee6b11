// Remembers each result by the answer's text alone: other blocks handed out get the old result.
// trips: independent-calls

const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;
const results = new Map();

function solve(answer: string, handed_out: string[]): [string[], Array<number | bigint>] {
  // Long answers are checked more than once; read each one's citations only the first time.
  if (!results.has(answer)) {
    const cited = new Set();
    const fabricated = new Set();
    for (const [, numbers] of answer.matchAll(CITATION)) {
      for (const [digits] of numbers.matchAll(/[0-9]+/g)) {
        const number = BigInt(digits);
        if (number >= 1n && number <= BigInt(handed_out.length)) {
          cited.add(handed_out[Number(number) - 1]);
        } else {
          fabricated.add(number);
        }
      }
    }
    results.set(answer, [[...cited], [...fabricated]]);
  }
  const [cited, fabricated] = results.get(answer);
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
