// Reference solution for the lesson "Extract citations", in TypeScript.

// 1. One pattern describes a whole marker, with explicit ASCII classes and only " " and
//    "\t" as spaces (`\s` would take line breaks and other blanks too). None of the pieces
//    can match "[" or "]", so a failed attempt never runs into the next marker.
const MARKER =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

/** Return the [id, page] of every well-formed citation marker, in order of appearance. */
function solve(answer: string): Array<[string, number | null]> {
  const citations: Array<[string, number | null]> = [];
  // 2. matchAll walks the text once, on its own copy of the pattern, so no `lastIndex` is
  //    left behind for the next call.
  for (const [, sourceId, digits] of answer.matchAll(MARKER)) {
    if (digits === undefined) {
      citations.push([sourceId, null]);
      continue;
    }
    // 3. The page is a number: leading zeros drop out, and a page of 0 means the marker is
    //    not a citation at all.
    const page = Number(digits);
    if (page > 0) citations.push([sourceId, page]);
  }
  return citations;
}

module.exports = { solve };
