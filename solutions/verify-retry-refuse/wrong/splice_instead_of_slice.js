// Drops the drafts past the second with drafts.splice(2), meaning slice: splice cuts them out of the caller's own Array.
// trips: arguments-unchanged

// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, known) {
  let cited = false;
  const lines = new Set();
  for (const [text, id] of draft.matchAll(MARK)) {
    if (id === undefined) {
      lines.add(`Malformed citation: ${text}`);
      continue;
    }
    cited = true;
    if (!known.has(id)) lines.add(`Unknown source: ${id}`);
  }
  if (!cited) return ["No citation: cite at least one retrieved source.", ...lines];
  return [...lines];
}

function solve(drafts, retrieved_ids) {
  const known = new Set(retrieved_ids);
  drafts.splice(2);
  let feedback = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const draft = drafts[attempt - 1] ?? "";
    const found = problems(draft, known);
    if (found.length === 0) return { shown: draft, attempts: attempt, feedback };
    if (attempt === 1) feedback = found.join("\n");
  }
  return { shown: REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
