// Asks a module-level /g pattern MARKER.test(draft) first: test moves lastIndex past the first marker, and matchAll (and the next call) start from there.
// trips: independent-calls

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

function problems(draft, known) {
  if (!MARKER.test(draft)) return [NO_CITATION];
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
  const known = new Set(retrieved_ids);
  const first = drafts[0] ?? "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts[1] ?? "";
  return { shown: problems(second, known).length === 0 ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
