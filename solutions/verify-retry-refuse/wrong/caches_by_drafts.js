// Remembers each outcome by the drafts alone, so other retrieved ids get the old outcome.
// trips: independent-calls

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";
const MARKER =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]/g;
const outcomes = new Map();

function problems(draft, known) {
  const cited = [...draft.matchAll(MARKER)].map((match) => match[1]);
  if (cited.length === 0) return [NO_CITATION];
  return [...new Set(cited)].filter((id) => !known.has(id)).map((id) => `Unknown source: ${id}`);
}

function solve(drafts, retrieved_ids) {
  // The same drafts come back when a user asks again: verify them only once.
  const key = JSON.stringify(drafts);
  if (!outcomes.has(key)) {
    const known = new Set(retrieved_ids);
    const first = drafts.length > 0 ? drafts[0] : "";
    const found = problems(first, known);
    if (found.length === 0) {
      outcomes.set(key, { shown: first, attempts: 1, feedback: null });
    } else {
      const second = drafts.length > 1 ? drafts[1] : "";
      const shown = problems(second, known).length === 0 ? second : REFUSAL;
      outcomes.set(key, { shown, attempts: 2, feedback: found.join("\n") });
    }
  }
  return { ...outcomes.get(key) };
}

module.exports = { solve };
