// Reference solution for the lesson "Verify, retry once, then refuse", in TypeScript.

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

// 1. Two patterns in one, tried in this order at each place. The first is the
//    marker of "Extract citations" (ASCII id characters, only " " and "\t" between the parts,
//    since `\s` would take line breaks too, lower-case `source` and `page`), its page at
//    least 1: `0*[1-9]` fails on zeros alone. The second is anything else that looks like
//    one: `[` or `(`, then no ASCII letter, digit, bracket or line break, then the letters
//    `source` in any case; or, not right after an ASCII letter or digit, `source` or
//    `sources` in any case and a `:` (the lookahead), as in `Source: x`. Either runs on up to
//    the first `]` or `)`, stopping before another bracket or a line break, so that the text
//    named is one line.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;

/** The feedback lines for one draft: an empty Array when the draft passes. */
function problems(draft, known) {
  let cited = false;
  const found = new Set(); // a Set keeps the lines in the order first added, each once
  // 2. One pass over the draft, left to right; matchAll works on its own copy of the pattern,
  //    so no lastIndex is left behind. A malformed mark is a problem, never noise: skipping
  //    it would show a draft whose reader sees a source nobody verified.
  for (const [text, sourceId] of draft.matchAll(MARK)) {
    if (sourceId === undefined) {
      found.add(`Malformed citation: ${text}`);
      continue;
    }
    cited = true;
    // 3. Exact comparison against a Set: one lookup per citation, case and all.
    if (!known.has(sourceId)) found.add(`Unknown source: ${sourceId}`);
  }
  // 4. A draft that cites nothing fails, with the no-citation line first.
  return cited ? [...found] : [NO_CITATION, ...found];
}

interface Outcome {
  shown: string;
  attempts: number;
  feedback: string | null;
}

/** Show the first draft that verifies, within two attempts; otherwise refuse. */
function solve(drafts: string[], retrieved_ids: string[]): Outcome {
  const known = new Set(retrieved_ids);
  // 5. A missing draft is judged like an empty one: it cites nothing.
  const first = drafts.length > 0 ? drafts[0] : "";
  const firstProblems = problems(first, known);
  if (firstProblems.length === 0) return { shown: first, attempts: 1, feedback: null };
  // 6. The feedback sent with the retry describes the first draft, one line per problem.
  const feedback = firstProblems.join("\n");
  const second = drafts.length > 1 ? drafts[1] : "";
  if (problems(second, known).length === 0) return { shown: second, attempts: 2, feedback };
  // 7. Two failures: refuse. The drafts from index 2 on are never looked at.
  return { shown: REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
