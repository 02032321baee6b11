// Declares `let feedback;` and only sets it when the first draft fails, so a first-draft pass returns feedback undefined, not null.
// trips: feedback-none-on-first-pass

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function problems(draft, known) {
  const ids = [...draft.matchAll(MARKER)]
    .filter(([, , page]) => page === undefined || Number(page) > 0)
    .map(([, id]) => id);
  if (ids.length === 0) return ["No citation: cite at least one retrieved source."];
  return [...new Set(ids.filter((id) => !known.has(id)))].map((id) => `Unknown source: ${id}`);
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
