// Accepts a marker when its page group `=== null`, but a group that took no part in the match is undefined, so [source: ID] never cites.
// trips: example-1

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const BREAKS = new RegExp(
  String.raw`${CITATION}|[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`,
  "g",
);
// Each marker with its page, checked in code below.
const MARKER = /\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

const isCitation = (page) => page === null || Number(page) >= 1;

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
    let cited = false;
    const outside = sentence.replace(MARKER, (marker, page) => {
      if (!isCitation(page)) return marker; // not a citation: its digits count
      cited = true;
      return "";
    });
    if (/[0-9]/.test(outside) && !cited) positions.push(position);
    position += 1;
  }
  return positions;
}

module.exports = { solve };
