// Loops over the two attempts it allows with an exec loop on a pattern made afresh in each call, keeping unknown ids in a Map.
// trips: nothing

const REFUSAL = "I don't know from the provided documents.";

function check(draft, known) {
  // A new RegExp per draft: its lastIndex starts at 0 and is thrown away with it.
  const marker = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;
  const unknown = new Map();
  let citations = 0;
  let match;
  while ((match = marker.exec(draft)) !== null) {
    const [, id, page] = match;
    if (page !== undefined && !/[1-9]/.test(page)) continue; // page 0, 00, ...
    citations += 1;
    if (!known.has(id) && !unknown.has(id)) unknown.set(id, `Unknown source: ${id}`);
  }
  if (citations === 0) return ["No citation: cite at least one retrieved source."];
  return [...unknown.values()];
}

function solve(drafts, retrieved_ids) {
  const known = new Set(retrieved_ids);
  let feedback = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const draft = attempt <= drafts.length ? drafts[attempt - 1] : "";
    const lines = check(draft, known);
    if (lines.length === 0) return { shown: draft, attempts: attempt, feedback };
    if (attempt === 1) feedback = lines.join("\n");
  }
  return { shown: REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
