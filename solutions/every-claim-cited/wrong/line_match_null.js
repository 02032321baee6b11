// Reads each line's tokens with line.match(/.../g), which returns null, not [], for a line with none, and then iterates over null.
// trips: empty-answer

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
// A citation, an end mark with its gap, a digit, or any other character that is not a blank.
const TOKEN = new RegExp(
  String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|[0-9]|\S`,
  "g",
);

function solve(answer) {
  const positions = [];
  let position = 0;
  for (const line of answer.split("\n")) {
    let text = false;
    let fact = false;
    let cited = false;
    for (const token of line.match(TOKEN)) {
      text = true;
      if (token.length > 1 && token.startsWith("[")) {
        cited = true;
      } else if (/^[0-9]$/.test(token)) {
        fact = true;
      } else if (token.length > 1) {
        // An end mark and its gap close the sentence.
        if (fact && !cited && !token.includes("[")) positions.push(position);
        position += 1;
        text = fact = cited = false;
      }
    }
    if (text) {
      if (fact && !cited) positions.push(position);
      position += 1;
    }
  }
  return positions;
}

module.exports = { solve };
