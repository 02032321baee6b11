// Sorts the positions with sort() to be sure they increase, but sort() without a comparator orders numbers as text: 10 before 9.
// trips: long-answer

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const TOKEN = new RegExp(
  `(?<citation>${CITATION})` +
    String.raw`|(?<end>[.!?](?<gap>(?:[ \t]|${CITATION})+)(?![ \t0-9])(?!${CITATION}))` +
    String.raw`|(?<line>\n)|(?<digits>[0-9]+)`,
  "g",
);

function solve(answer: string): number[] {
  const uncited = new Set();
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
      if (fact && !cited) uncited.add(position);
      position += 1;
    }
    start = token.index + token[0].length;
    fact = cited = false;
  }
  if (answer.slice(start).trim() !== "" && fact && !cited) uncited.add(position);
  return [...uncited].sort();
}

module.exports = { solve };
