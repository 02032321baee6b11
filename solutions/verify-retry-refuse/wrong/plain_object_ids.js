// Keeps the retrieved ids as keys of a plain object, which already holds names such as `constructor` and `toString`: a draft citing them passes.
// trips: exact-id-comparison

// A citation, or (without the id group) a mark that only looks like one.
const MARK =
  /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";

function problems(draft, known) {
  let cited = false;
  const lines = new Set();
  for (const [text, id] of (draft ?? "").matchAll(MARK)) {
    if (id === undefined) {
      lines.add(`Malformed citation: ${text}`);
      continue;
    }
    cited = true;
    if (!known[id]) lines.add(`Unknown source: ${id}`);
  }
  if (!cited) return [NO_CITATION, ...lines];
  return [...lines];
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
