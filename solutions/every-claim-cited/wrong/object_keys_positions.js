// Marks the uncited positions as keys of a plain object and returns Object.keys(), which gives the keys as strings: ["1"], not [1].
// trips: returns-list-of-ints

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const TOKEN = new RegExp(
  `(?<citation>${CITATION})` +
    String.raw`|(?<end>[.!?](?<gap>(?:[ \t]|${CITATION})+)(?![ \t0-9])(?!${CITATION}))` +
    String.raw`|(?<line>\n)|(?<digits>[0-9]+)`,
  "g",
);

function solve(answer) {
  const uncited = {};
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
      if (fact && !cited) uncited[position] = true;
      position += 1;
    }
    start = token.index + token[0].length;
    fact = cited = false;
  }
  if (answer.slice(start).trim() !== "" && fact && !cited) uncited[position] = true;
  return Object.keys(uncited);
}

module.exports = { solve };
