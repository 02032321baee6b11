// Splits each line with the tutorial pattern split(/(?<=[.!?])[ \t]+/), so a citation after the full stop starts the next sentence.
// trips: citation-after-stop

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");

function solve(answer) {
  const sentences = answer
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])[ \t]+(?![0-9])/))
    .filter((sentence) => sentence.trim() !== "");
  const positions = [];
  sentences.forEach((sentence, position) => {
    const fact = /[0-9]/.test(sentence.replace(EVERY_CITATION, ""));
    if (fact && !HAS_CITATION.test(sentence)) positions.push(position);
  });
  return positions;
}

module.exports = { solve };
