// Keeps the feedback lines in an Array and asks indexOf whether a line was already written, scanning that Array for every mark.
// trips: scales-linearly only

// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const REFUSAL = "I don't know from the provided documents.";

function problems(draft, known) {
  let cited = false;
  const lines = [];
  for (const [text, id] of draft.matchAll(MARK)) {
    if (id !== undefined) cited = true;
    if (id !== undefined && known.has(id)) continue;
    const line = id === undefined ? `Malformed citation: ${text}` : `Unknown source: ${id}`;
    if (lines.indexOf(line) === -1) lines.push(line);
  }
  return cited ? lines : ["No citation: cite at least one retrieved source.", ...lines];
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
