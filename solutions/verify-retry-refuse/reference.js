// Reference solution for the lesson "Verify, retry once, then refuse", in JavaScript.

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

// 1. The marker of "Extract citations", as one pattern: ASCII id characters, the digits 0 to 9
//    for the page, only " " and "\t" between the parts (`\s` would take line breaks too),
//    lower-case `source` and `page`.
const MARKER =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

/** The feedback lines for one draft: an empty Array when the draft passes. */
function problems(draft, known) {
  let cited = false;
  const unknown = new Set(); // a Set keeps the order of first citation, each id once
  // 2. One pass over the draft; matchAll works on its own copy of the pattern, so no
  //    lastIndex is left behind. A marker whose page is 0 (or 00...) is no citation at all.
  for (const [, sourceId, digits] of draft.matchAll(MARKER)) {
    if (digits !== undefined && /^0+$/.test(digits)) continue;
    cited = true;
    // 3. Exact comparison against a Set: one lookup per citation, case and all.
    if (!known.has(sourceId)) unknown.add(sourceId);
  }
  // 4. A draft that cites nothing fails with its own single line.
  if (!cited) return [NO_CITATION];
  return [...unknown].map((sourceId) => `Unknown source: ${sourceId}`);
}

/** Show the first draft that verifies, within two attempts; otherwise refuse. */
function solve(drafts, retrieved_ids) {
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
