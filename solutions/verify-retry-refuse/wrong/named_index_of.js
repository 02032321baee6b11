// Keeps the feedback lines in an Array and asks indexOf whether an id was already named, scanning that Array for every citation.
// trips: scales-linearly only

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, known) {
  let cited = false;
  const lines = [];
  for (const [, id, page] of draft.matchAll(MARKER)) {
    if (page !== undefined && Number(page) === 0) continue;
    cited = true;
    const line = `Unknown source: ${id}`;
    if (!known.has(id) && lines.indexOf(line) === -1) lines.push(line);
  }
  return cited ? lines : ["No citation: cite at least one retrieved source."];
}

function solve(drafts, retrieved_ids) {
  const known = new Set(retrieved_ids);
  const first = drafts[0] ?? "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const second = drafts[1] ?? "";
  const shown = problems(second, known).length === 0 ? second : REFUSAL;
  return { shown, attempts: 2, feedback: found.join("\n") };
}

module.exports = { solve };
