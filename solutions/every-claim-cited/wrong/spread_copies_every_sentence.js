// Adds each sentence with sentences = [...sentences, text], which copies the whole Array every time: quadratic in the sentences.
// trips: scales-linearly only

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");

function solve(answer) {
  const breaks = new RegExp(
    String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
    "g",
  );
  let sentences = [];
  let start = 0;
  const add = (text) => {
    if (text.trim() !== "") sentences = [...sentences, text];
  };
  for (const match of answer.matchAll(breaks)) {
    const [found] = match;
    if (found.startsWith("[")) continue;
    add(answer.slice(start, found === "\n" ? match.index : match.index + found.length));
    start = match.index + found.length;
  }
  add(answer.slice(start));

  const positions = [];
  sentences.forEach((sentence, position) => {
    const fact = /[0-9]/.test(sentence.replace(EVERY_CITATION, ""));
    if (fact && !HAS_CITATION.test(sentence)) positions.push(position);
  });
  return positions;
}

module.exports = { solve };
