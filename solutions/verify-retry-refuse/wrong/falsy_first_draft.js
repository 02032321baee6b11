// Guards against no drafts with `if (!drafts[0])`, which is also true of the empty string "", so an empty first draft gets no retry.
// trips: no-citation-feedback

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

function problems(draft, known) {
  let cited = false;
  const unknown = new Set();
  for (const [, id, page] of draft.matchAll(MARKER)) {
    if (page !== undefined && Number(page) === 0) continue;
    cited = true;
    if (!known.has(id)) unknown.add(id);
  }
  if (!cited) return [NO_CITATION];
  return [...unknown].map((id) => `Unknown source: ${id}`);
}

function solve(drafts, retrieved_ids) {
  if (!drafts[0]) return { shown: REFUSAL, attempts: 2, feedback: NO_CITATION };
  const known = new Set(retrieved_ids);
  const found = problems(drafts[0], known);
  if (found.length === 0) return { shown: drafts[0], attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts[1] ?? "";
  return { shown: problems(second, known).length === 0 ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
