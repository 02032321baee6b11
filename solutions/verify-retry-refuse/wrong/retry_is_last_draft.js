// Takes the retry as drafts.at(-1), the last draft, so with three or more drafts a later one than the second is shown.
// trips: third-draft-never-used

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
  const first = drafts[0] ?? "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const retry = drafts.length > 1 ? drafts.at(-1) : "";
  return { shown: problems(retry, known).length === 0 ? retry : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
