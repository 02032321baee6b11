// Tests each character with !isNaN(ch), but isNaN(" ") is false (a blank string converts to 0), so every space counts as a digit.
// trips: filler-not-reported

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");

function sentencesOf(answer) {
  const breaks = new RegExp(
    String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
    "g",
  );
  const sentences = [];
  let start = 0;
  for (const match of answer.matchAll(breaks)) {
    const [found] = match;
    if (found.startsWith("[")) continue;
    sentences.push(answer.slice(start, found === "\n" ? match.index : match.index + found.length));
    start = match.index + found.length;
  }
  sentences.push(answer.slice(start));
  return sentences.filter((sentence) => sentence.trim() !== "");
}

function solve(answer) {
  const positions = [];
  sentencesOf(answer).forEach((sentence, position) => {
    const outside = sentence.replace(EVERY_CITATION, "");
    const fact = [...outside].some((ch) => !isNaN(ch));
    if (fact && !HAS_CITATION.test(sentence)) positions.push(position);
  });
  return positions;
}

module.exports = { solve };
