// Functional style: matchAll into an Array, \w and \d (ASCII only in JavaScript), and an Object.create(null) lookup that inherits no names.
// trips: nothing

// Without the u or v flag \w is [A-Za-z0-9_] and \d is [0-9]; "0*[1-9]\d*" rules out page 0.
const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9]\d*[ \t]*)?\]/g;

const citedIds = (draft) => Array.from(draft.matchAll(MARKER), ([, id]) => id);

function verdict(draft, known) {
  const ids = [...new Set(citedIds(draft))];
  if (ids.length === 0) return "No citation: cite at least one retrieved source.";
  const lines = ids.filter((id) => !(id in known)).map((id) => `Unknown source: ${id}`);
  return lines.length > 0 ? lines.join("\n") : null;
}

function solve(drafts, retrieved_ids) {
  const known = Object.create(null);
  retrieved_ids.forEach((id) => {
    known[id] = true;
  });
  const [first, second] = [0, 1].map((i) => (i < drafts.length ? drafts[i] : ""));
  const feedback = verdict(first, known);
  if (feedback === null) return { shown: first, attempts: 1, feedback };
  const shown = verdict(second, known) === null ? second : "I don't know from the provided documents.";
  return { shown, attempts: 2, feedback };
}

module.exports = { solve };
