// Reference solution for the lesson "Every factual claim cited", in TypeScript.

// 1. A citation, with the grammar of "Extract citations": `[source: ID]` or
//    `[source: ID, page N]`, an ASCII id, a page of at least 1 (`0*[1-9][0-9]*` lets leading
//    zeros through and keeps a page of 0 out), and only " " or "\t" between the parts (`\s`
//    would also take line breaks and no-break spaces). It is always matched whole, so nothing
//    inside it is ever read as an end mark or as a digit of the sentence.
const CITATION =
  String.raw`\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*` +
  String.raw`(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]`;

// 2. The only things that matter, tried in this order at each place in the answer: a
//    citation; an end mark that closes a sentence (a gap of spaces, tabs and citations comes
//    after it, then something that is neither a digit nor more gap); a line break; a run of
//    ASCII digits. The two look-aheads stop backtracking from cutting the gap short and then
//    finding "not a digit" inside it. Any other character is ordinary text and is skipped.
const TOKEN = new RegExp(
  `(?<citation>${CITATION})` +
    String.raw`|(?<end>[.!?](?<gap>(?:[ \t]|${CITATION})+)(?![ \t0-9])(?!${CITATION}))` +
    String.raw`|(?<line>\n)` +
    String.raw`|(?<digits>[0-9]+)`,
  "g",
);

// 3. A character that is not whitespace in the lesson's sense (Python's str.isspace): what
//    `\s` takes, less U+FEFF, plus U+001C to U+001F and U+0085. No `g` flag, so `test` keeps
//    no lastIndex between calls.
const NOT_BLANK = /[^\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** Return the positions of the sentences that hold an ASCII digit but no citation. */
function solve(answer: string): number[] {
  const uncited = [];
  let position = 0; // the position the next sentence gets
  let start = 0; // where the current sentence begins in the answer
  let fact = false;
  let cited = false;
  // 4. One pass from left to right. matchAll works on its own copy of the pattern, so the
  //    module-level TOKEN never carries a lastIndex into the next call.
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
    // 5. A sentence ends here. After an end mark the gap belongs to the sentence it closes,
    //    citations and all; a line break belongs to no sentence.
    let stop = token.index;
    if (end !== undefined) {
      cited = cited || gap.includes("[");
      stop += end.length;
    }
    // 6. A piece of nothing but whitespace is no sentence and gets no position.
    if (NOT_BLANK.test(answer.slice(start, stop))) {
      if (fact && !cited) uncited.push(position);
      position += 1;
    }
    start = token.index + token[0].length;
    fact = false;
    cited = false;
  }
  // 7. The end of the answer closes the last sentence, full stop or not.
  if (NOT_BLANK.test(answer.slice(start)) && fact && !cited) uncited.push(position);
  return uncited;
}

module.exports = { solve };
