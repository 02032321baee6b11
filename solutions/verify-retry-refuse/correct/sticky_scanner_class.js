// A small Verifier class that tries a sticky (/y) pattern at every "[" in the draft, a fresh pattern for each draft.
// trips: nothing

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";
const INSIDE = String.raw`\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.\-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]`;

class Verifier {
  constructor(retrievedIds) {
    this.known = new Set(retrievedIds);
  }

  *citations(draft) {
    const marker = new RegExp(INSIDE, "y");
    for (let open = draft.indexOf("["); open !== -1; open = draft.indexOf("[", open + 1)) {
      marker.lastIndex = open;
      const match = marker.exec(draft);
      if (match === null) continue;
      const [, id, page] = match;
      if (page === undefined || Number.parseInt(page, 10) !== 0) yield id;
    }
  }

  problems(draft) {
    const lines = [];
    const named = new Set();
    let cited = false;
    for (const id of this.citations(draft)) {
      cited = true;
      if (this.known.has(id) || named.has(id)) continue;
      named.add(id);
      lines.push("Unknown source: " + id);
    }
    return cited ? lines : [NO_CITATION];
  }
}

function solve(drafts, retrieved_ids) {
  const verifier = new Verifier(retrieved_ids);
  const first = drafts.length >= 1 ? drafts[0] : "";
  const firstProblems = verifier.problems(first);
  if (firstProblems.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = firstProblems.join("\n");
  const second = drafts.length >= 2 ? drafts[1] : "";
  const shown = verifier.problems(second).length === 0 ? second : REFUSAL;
  return { shown, attempts: 2, feedback };
}

module.exports = { solve };
