// Cuts the answer into lines at "\r\n", "\n" or a lone "\r", so a lone "\r" ends a sentence too.
// trips: line-breaks

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
const TOKEN = new RegExp(
  `(?<citation>${CITATION})` +
    String.raw`|(?<end>[.!?](?<gap>(?:[ \t]|${CITATION})+)(?![ \t0-9])(?!${CITATION}))` +
    String.raw`|(?<digits>[0-9]+)`,
  "g",
);
const NOT_BLANK = /[^\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

function solve(answer) {
  const uncited = [];
  let position = 0;
  // Windows, Unix and old Mac line endings alike.
  for (const line of answer.split(/\r\n|\r|\n/)) {
    let start = 0;
    let fact = false;
    let cited = false;
    for (const token of line.matchAll(TOKEN)) {
      const { citation, gap, digits } = token.groups;
      if (citation !== undefined) {
        cited = true;
      } else if (digits !== undefined) {
        fact = true;
      } else {
        cited = cited || gap.includes("[");
        const stop = token.index + token[0].length;
        if (NOT_BLANK.test(line.slice(start, stop))) {
          if (fact && !cited) uncited.push(position);
          position += 1;
        }
        start = stop;
        fact = false;
        cited = false;
      }
    }
    if (NOT_BLANK.test(line.slice(start))) {
      if (fact && !cited) uncited.push(position);
      position += 1;
    }
  }
  return uncited;
}

module.exports = { solve };
