// Adds each sentence with sentences = [...sentences, text], which copies the whole Array every time: quadratic in the sentences.
// trips: scales-linearly only

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");
// Not whitespace in the lesson's sense: what \s takes, less U+FEFF, plus U+001C to U+001F and U+0085.
const NOT_BLANK = /[^\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

function solve(answer) {
  const breaks = new RegExp(
    String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
    "g",
  );
  let sentences = [];
  let start = 0;
  const add = (text) => {
    if (NOT_BLANK.test(text)) sentences = [...sentences, text];
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
