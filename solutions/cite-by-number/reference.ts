// Reference solution for the lesson "Cite by number", in TypeScript.

// 1. One citation as a pattern: "[", spaces or tabs, a number, then any more numbers each
//    after a comma with optional spaces or tabs around it, then spaces or tabs and "]".
//    [0-9] admits the ASCII digits only, and nothing else may sit inside, so a match never
//    reaches past the first "]" and never holds another "[".
const CITATION = /\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]/g;
const NUMBER = /[0-9]+/g;

/** Return [the ids the answer cites, the numbers it made up], each once, in order. */
function solve(answer: string, handed_out: string[]): [string[], Array<number | bigint>] {
  // 2. Sets remember what was already seen, in the order it was first added.
  const cited = new Set();
  const fabricated = new Set();
  const blocks = BigInt(handed_out.length);
  // 3. Walk the citations from left to right, and the numbers inside each from left to right.
  for (const [, numbers] of answer.matchAll(CITATION)) {
    for (const [digits] of numbers.matchAll(NUMBER)) {
      // 4. A BigInt reads "007" as 7 and keeps a number of any length exact.
      const number = BigInt(digits);
      // 5. Numbers 1 to handed_out.length name a block; anything else (0 included) is made up.
      if (number >= 1n && number <= blocks) cited.add(handed_out[Number(number) - 1]);
      else fabricated.add(number);
    }
  }
  // 6. Two new Arrays, as a pair.
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
