// Loops over the two attempts it allows with an exec loop on a pattern made afresh in each call, keeping the problem lines in a Map.
// trips: nothing

const REFUSAL = "I don't know from the provided documents.";

function check(draft, known) {
  // A new RegExp per draft: its lastIndex starts at 0 and is thrown away with it. The first
  // alternative is a citation (page digits checked below), the second what only looks like one.
  const mark =
    /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?/g;
  const lines = new Map();
  let citations = 0;
  let match;
  while ((match = mark.exec(draft)) !== null) {
    const [text, id, page] = match;
    // A look-alike, or a marker whose page is 0, 00, ...: the same text either way.
    if (id === undefined || (page !== undefined && !/[1-9]/.test(page))) {
      lines.set(`Malformed citation: ${text}`, true);
      continue;
    }
    citations += 1;
    if (!known.has(id)) lines.set(`Unknown source: ${id}`, true);
  }
  const found = [...lines.keys()];
  return citations === 0 ? ["No citation: cite at least one retrieved source.", ...found] : found;
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
