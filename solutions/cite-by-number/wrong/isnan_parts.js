// Takes a part as a number when !isNaN(part) holds, which is also true of "+3", "3.0", "0x3" and "1e1".
// trips: python-number-forms

function solve(answer, handed_out) {
  const cited = new Set();
  const fabricated = new Set();
  for (const [, inside] of answer.matchAll(/\[([^[\]\n]*)\]/g)) {
    const parts = inside.split(",").map((part) => part.replace(/^[ \t]+|[ \t]+$/g, ""));
    if (parts.some((part) => part === "" || isNaN(part))) continue;
    for (const part of parts) {
      const number = Number(part);
      if (number >= 1 && number <= handed_out.length) cited.add(handed_out[number - 1]);
      else fabricated.add(number);
    }
  }
  return [[...cited], [...fabricated]];
}

module.exports = { solve };
