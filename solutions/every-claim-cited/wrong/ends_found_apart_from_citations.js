// Finds the sentence ends in one pass and the citations in another, so a `. ` inside a citation ends a sentence.
// trips: citation-read-whole

const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;
// An end mark and its gap (citations in it too), or a line break.
const ENDS = new RegExp(String.raw`[.!?](?:[ \t]|${CITATION})+(?![ \t0-9])(?!${CITATION})|\n`, "g");
const NOT_BLANK = /[^\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

// The sentence a place in the answer falls in: the last start at or before it.
function sentenceAt(starts, place) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= place) low = middle;
    else high = middle - 1;
  }
  return low;
}

function solve(answer) {
  const starts = [0, ...[...answer.matchAll(ENDS)].map((end) => end.index + end[0].length)];
  const fact = starts.map(() => false);
  const cited = starts.map(() => false);
  const outside = answer.replace(new RegExp(CITATION, "g"), (citation, place) => {
    cited[sentenceAt(starts, place)] = true;
    return " ".repeat(citation.length);
  });
  for (const digit of outside.matchAll(/[0-9]/g)) fact[sentenceAt(starts, digit.index)] = true;
  const uncited = [];
  let position = 0;
  starts.forEach((start, index) => {
    const stop = index + 1 < starts.length ? starts[index + 1] : answer.length;
    if (NOT_BLANK.test(answer.slice(start, stop))) {
      if (fact[index] && !cited[index]) uncited.push(position);
      position += 1;
    }
  });
  return uncited;
}

module.exports = { solve };
