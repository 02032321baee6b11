// Guards against no drafts with `if (!drafts[0])`, which is also true of the empty string "", so an empty first draft gets no retry.
// trips: no-citation-feedback

// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

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

function solve(drafts, retrieved_ids) {
  if (!drafts[0]) return { shown: REFUSAL, attempts: 2, feedback: NO_CITATION };
  const known = new Set(retrieved_ids);
  const found = problems(drafts[0], known);
  if (found.length === 0) return { shown: drafts[0], attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts[1] ?? "";
  return { shown: problems(second, known).length === 0 ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
