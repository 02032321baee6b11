// Cuts the text at every "[" and reads each piece up to its "]", numbers as BigInts, seen ones in Sets.
// trips: nothing

const INSIDE = /^[ \t]*[0-9]+(?:[ \t]*,[ \t]*[0-9]+)*[ \t]*$/;

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const piece of answer.split("[").slice(1)) {
    const close = piece.indexOf("]");
    if (close === -1) continue;
    const inside = piece.slice(0, close);
    if (!INSIDE.test(inside)) continue;
    for (const part of inside.split(",")) {
      const number = BigInt(part.replace(/[ \t]/g, ""));
      if (number >= 1n && number <= BigInt(handed_out.length)) {
        cited.add(handed_out[Number(number) - 1]);
      } else {
        fabricated.add(number);
      }
    }
  }
  return [Array.from(cited), Array.from(fabricated)];
}

module.exports = { solve };
