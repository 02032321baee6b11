// Takes the retry as drafts.at(-1), the last draft, so with three or more drafts a later one than the second is shown.
// trips: third-draft-never-used

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
  const first = drafts[0] ?? "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const retry = drafts.length > 1 ? drafts.at(-1) : "";
  return { shown: problems(retry, known).length === 0 ? retry : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
