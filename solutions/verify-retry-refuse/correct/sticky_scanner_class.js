// A small Verifier class that tries sticky (/y) patterns where a mark can start (a "[", a "(", an "s" or "S"), fresh patterns for each draft.
// trips: nothing

const REFUSAL = "I don't know from the provided documents.";
const NO_CITATION = "No citation: cite at least one retrieved source.";
const CITATION = String.raw`\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.\-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]`;
const LOOKALIKE = String.raw`(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?`;

class Verifier {
  constructor(retrievedIds) {
    this.known = new Set(retrievedIds);
  }

  // A mark starts at a "[" or "(", or at the letter s or S of a word "source". Once one is
  // found, the scan goes on from its end, so a mark is never read twice. Yields [id, text],
  // the id undefined when the mark is malformed.
  *marks(draft) {
    const citation = new RegExp(CITATION, "y");
    const lookalike = new RegExp(LOOKALIKE, "y");
    let at = 0;
    while (at < draft.length) {
      const c = draft[at];
      if (c !== "[" && c !== "(" && c !== "s" && c !== "S") {
        at += 1;
        continue;
      }
      citation.lastIndex = at;
      const match = c === "[" ? citation.exec(draft) : null;
      if (match !== null && (match[2] === undefined || Number.parseInt(match[2], 10) !== 0)) {
        yield [match[1], match[0]];
        at += match[0].length;
        continue;
      }
      lookalike.lastIndex = at;
      const look = lookalike.exec(draft);
      if (look !== null) {
        yield [undefined, look[0]];
        at += look[0].length;
      } else {
        at += 1;
      }
    }
  }

  problems(draft) {
    const lines = [];
    const named = new Set();
    let cited = false;
    for (const [id, text] of this.marks(draft)) {
      if (id !== undefined) cited = true;
      if (id !== undefined && this.known.has(id)) continue;
      const line = id === undefined ? "Malformed citation: " + text : "Unknown source: " + id;
      if (named.has(line)) continue;
      named.add(line);
      lines.push(line);
    }
    return cited ? lines : [NO_CITATION, ...lines];
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
