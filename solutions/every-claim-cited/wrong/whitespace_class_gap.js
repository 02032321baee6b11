// Writes the gap after an end mark with \s, which in JavaScript also takes line breaks, no-break and ideographic spaces.
// trips: gap-is-space-or-tab

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const TOKEN = new RegExp(
  `(?<citation>${CITATION})` +
    String.raw`|(?<end>[.!?](?<gap>(?:\s|${CITATION})+)(?![\s0-9])(?!${CITATION}))` +
    String.raw`|(?<line>\n)|(?<digits>[0-9]+)`,
  "g",
);

function solve(answer) {
  const uncited = [];
  let position = 0;
  let start = 0;
  let fact = false;
  let cited = false;
  for (const token of answer.matchAll(TOKEN)) {
    const { citation, end, gap, digits } = token.groups;
    if (citation !== undefined) {
      cited = true;
      continue;
    }
    if (digits !== undefined) {
      fact = true;
      continue;
    }
    let stop = token.index;
    if (end !== undefined) {
      cited = cited || gap.includes("[");
      stop += end.length;
    }
    if (answer.slice(start, stop).trim() !== "") {
      if (fact && !cited) uncited.push(position);
      position += 1;
    }
    start = token.index + token[0].length;
    fact = cited = false;
  }
  if (answer.slice(start).trim() !== "" && fact && !cited) uncited.push(position);
  return uncited;
}

module.exports = { solve };
