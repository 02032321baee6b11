// Uses \s for the spaces, which in JavaScript also takes line breaks, no-break spaces and other blanks.
// trips: other-whitespace

const MARKER = /\[\s*source\s*:\s*([A-Za-z0-9_.-]+)\s*(?:,\s*page\s*([0-9]+)\s*)?\]/g;

function solve(answer: string): Array<[string, number | null]> {
  const citations = [];
  for (const [, id, digits] of answer.matchAll(MARKER)) {
    if (digits === undefined) citations.push([id, null]);
    else if (Number(digits) > 0) citations.push([id, Number(digits)]);
  }
  return citations;
}

module.exports = { solve };
