// Keeps the retrieved ids as keys of a plain object, which already holds names such as `constructor` and `toString`: a draft citing them passes.
// trips: exact-id-comparison

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

function problems(draft, known) {
  const unknown = new Set();
  let cited = false;
  for (const [, id] of (draft ?? "").matchAll(MARKER)) {
    cited = true;
    if (!known[id]) unknown.add(id);
  }
  if (!cited) return [NO_CITATION];
  return [...unknown].map((id) => `Unknown source: ${id}`);
}

function solve(drafts, retrieved_ids) {
  const known = {};
  for (const id of retrieved_ids) known[id] = true;
  const first = problems(drafts[0], known);
  if (first.length === 0) return { shown: drafts[0], attempts: 1, feedback: null };
  const feedback = first.join("\n");
  const second = problems(drafts[1], known);
  return { shown: second.length === 0 ? drafts[1] : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
