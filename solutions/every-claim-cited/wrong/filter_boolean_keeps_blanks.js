// Drops blank pieces with filter(Boolean), which removes only the empty string: "  " and "\t" are truthy and stay as sentences.
// trips: blank-lines

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");

function solve(answer) {
  const breaks = new RegExp(
    String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
    "g",
  );
  const pieces = [];
  let start = 0;
  for (const match of answer.matchAll(breaks)) {
    const [found] = match;
    if (found.startsWith("[")) continue;
    pieces.push(answer.slice(start, found === "\n" ? match.index : match.index + found.length));
    start = match.index + found.length;
  }
  pieces.push(answer.slice(start));

  const positions = [];
  pieces.filter(Boolean).forEach((sentence, position) => {
    const fact = /[0-9]/.test(sentence.replace(EVERY_CITATION, ""));
    if (fact && !HAS_CITATION.test(sentence)) positions.push(position);
  });
  return positions;
}

module.exports = { solve };
