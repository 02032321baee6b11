// Functional style: matchAll into an Array, \w and \d (ASCII only in JavaScript), and an Object.create(null) lookup that inherits no names.
// trips: nothing

// Without the u or v flag \w is [A-Za-z0-9_] and \d is [0-9]; "0*[1-9]\d*" rules out page 0.
// The second alternative is what only looks like a citation; it has no id group.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9]\d*[ \t]*)?\]|(?:[[(][^A-Za-z\d[\]()\n]*|(?<![A-Za-z\d])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^[\]()\n]*[\])]?/g;

const marks = (draft) => Array.from(draft.matchAll(MARK), ([text, id]) => ({ text, id }));

function verdict(draft, known) {
  const found = marks(draft);
  const lines = found
    .filter(({ id }) => id === undefined || !(id in known))
    .map(({ text, id }) => (id === undefined ? `Malformed citation: ${text}` : `Unknown source: ${id}`));
  const cited = found.some(({ id }) => id !== undefined);
  const all = [...(cited ? [] : ["No citation: cite at least one retrieved source."]), ...new Set(lines)];
  return all.length > 0 ? all.join("\n") : null;
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
