// Matches only what the marker grammar accepts and passes over the rest as prose, so a mistyped marker such as "[Source: late_fees_2019]" is never reported.
// trips: malformed-marker-blocks

const MARKER =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, known) {
  const ids = Array.from(draft.matchAll(MARKER), ([, id]) => id);
  if (ids.length === 0) return ["No citation: cite at least one retrieved source."];
  return [...new Set(ids)].filter((id) => !known.has(id)).map((id) => `Unknown source: ${id}`);
}

function solve(drafts, retrieved_ids) {
  const known = new Set(retrieved_ids);
  const first = drafts.length > 0 ? drafts[0] : "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts.length > 1 ? drafts[1] : "";
  return { shown: problems(second, known).length === 0 ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
