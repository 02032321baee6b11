// Tests each cited id with retrieved_ids.includes(id), which walks the whole Array for every citation.
// trips: scales-linearly only

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, retrieved_ids) {
  let cited = false;
  const unknown = new Set();
  for (const [, id, page] of draft.matchAll(MARKER)) {
    if (page !== undefined && Number(page) === 0) continue;
    cited = true;
    if (!retrieved_ids.includes(id)) unknown.add(id);
  }
  if (!cited) return ["No citation: cite at least one retrieved source."];
  return [...unknown].map((id) => `Unknown source: ${id}`);
}

function solve(drafts, retrieved_ids) {
  const first = drafts[0] ?? "";
  const found = problems(first, retrieved_ids);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts[1] ?? "";
  const passes = problems(second, retrieved_ids).length === 0;
  return { shown: passes ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
