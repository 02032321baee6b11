// Tests each sentence with a module-level /g pattern: test() starts at the lastIndex its last success left behind.
// trips: example-2

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const CITES = new RegExp(CITATION, "g");
const BREAKS = new RegExp(
  String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
  "g",
);

function solve(answer) {
  const sentences = [];
  let start = 0;
  for (const match of answer.matchAll(BREAKS)) {
    const [found] = match;
    if (found.startsWith("[")) continue;
    sentences.push(answer.slice(start, found === "\n" ? match.index : match.index + found.length));
    start = match.index + found.length;
  }
  sentences.push(answer.slice(start));

  const positions = [];
  let position = 0;
  for (const sentence of sentences) {
    if (sentence.trim() === "") continue;
    // Without a citation, every digit of the sentence is outside citations.
    if (!CITES.test(sentence) && /[0-9]/.test(sentence)) positions.push(position);
    position += 1;
  }
  return positions;
}

module.exports = { solve };
