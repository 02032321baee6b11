// Declares `let feedback;` and only sets it when the first draft fails, so a first-draft pass returns feedback undefined, not null.
// trips: feedback-none-on-first-pass

// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;

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
  const second = drafts[1] ?? "";
  let shown;
  let attempts;
  let feedback;
  const firstProblems = problems(first, known);
  if (firstProblems.length === 0) {
    shown = first;
    attempts = 1;
  } else {
    feedback = firstProblems.join("\n");
    attempts = 2;
    shown = problems(second, known).length === 0 ? second : "I don't know from the provided documents.";
  }
  return { shown, attempts, feedback };
}

module.exports = { solve };
