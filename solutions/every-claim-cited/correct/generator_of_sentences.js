// A generator yields the text of each piece between sentence ends, from an exec loop on a /g pattern made afresh per call.
// trips: nothing

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const HAS_CITATION = new RegExp(CITATION);
const EVERY_CITATION = new RegExp(CITATION, "g");

/** Every piece of `answer` between sentence ends, blank ones included, in order. */
function* pieces(answer) {
  // A fresh /g pattern for every call: its lastIndex belongs to this walk only.
  const breaks = new RegExp(
    String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
    "g",
  );
  let start = 0;
  let match;
  while ((match = breaks.exec(answer)) !== null) {
    const [found] = match;
    if (found.startsWith("[")) continue; // a citation: read whole, ends nothing
    const stop = found === "\n" ? match.index : match.index + found.length;
    yield answer.slice(start, stop);
    start = match.index + found.length;
  }
  yield answer.slice(start);
}

function solve(answer) {
  const positions = [];
  let position = 0;
  for (const sentence of pieces(answer)) {
    if (/^[\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/.test(sentence)) {
      continue; // blank: no sentence
    }
    const cited = HAS_CITATION.test(sentence);
    const fact = /[0-9]/.test(sentence.replace(EVERY_CITATION, ""));
    if (fact && !cited) positions.push(position);
    position += 1;
  }
  return positions;
}

module.exports = { solve };
