// Remembers each outcome by the drafts alone, so other retrieved ids get the old outcome.
// trips: independent-calls

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";
// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const outcomes = new Map();

function problems(draft, known) {
  let cited = false;
  const lines = new Set();
  for (const [text, id] of draft.matchAll(MARK)) {
    if (id === undefined) {
      lines.add(`Malformed citation: ${text}`);
      continue;
    }
    cited = true;
    if (!known.has(id)) lines.add(`Unknown source: ${id}`);
  }
  if (!cited) return [NO_CITATION, ...lines];
  return [...lines];
}

interface Outcome {
  shown: string;
  attempts: number;
  feedback: string | null;
}

function solve(drafts: string[], retrieved_ids: string[]): Outcome {
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
