// Writes the blanks of the marker as \s, which in JavaScript also matches line breaks, so "[source:\nfees_2023]" counts as a citation.
// trips: malformed-markers

const MARK =
  /\[\s*source\s*:\s*([A-Za-z0-9_.-]+)\s*(?:,\s*page\s*0*[1-9][0-9]*\s*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
const REFUSAL = "I don't know from the provided documents.";

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
  if (!cited) return ["No citation: cite at least one retrieved source.", ...lines];
  return [...lines];
}

function solve(drafts, retrieved_ids) {
  const known = new Set(retrieved_ids);
  const first = drafts[0] ?? "";
  const found = problems(first, known);
  if (found.length === 0) return { shown: first, attempts: 1, feedback: null };
  const feedback = found.join("\n");
  const second = drafts[1] ?? "";
  return { shown: problems(second, known).length === 0 ? second : REFUSAL, attempts: 2, feedback };
}

module.exports = { solve };
