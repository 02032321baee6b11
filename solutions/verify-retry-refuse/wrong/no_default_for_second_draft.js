// Destructures `const [first = "", second] = drafts` with a default for the first draft only, so a lone draft leaves second undefined and reading it throws a TypeError.
// trips: single-draft

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, known) {
  let cited = false;
  const unknown = new Set();
  for (const [, id, page] of draft.matchAll(MARKER)) {
    if (page !== undefined && Number(page) === 0) continue;
    cited = true;
    if (!known.has(id)) unknown.add(id);
  }
  if (!cited) return ["No citation: cite at least one retrieved source."];
  return [...unknown].map((id) => `Unknown source: ${id}`);
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
