// Destructures `const [first = "", second] = drafts` with a default for the first draft only, so a lone draft leaves second undefined and reading it throws a TypeError.
// trips: single-draft

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
  const [first = "", second] = drafts;
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const shown = problems(second, known).length === 0 ? second : REFUSAL;
  return { shown, attempts: 2, feedback };
}

module.exports = { solve };
