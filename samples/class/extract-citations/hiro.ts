// extract-citations -- Hiro

type Citation = [string, number | null];

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer: string): Citation[] {
  const found: Citation[] = [];
  for (const match of answer.matchAll(MARKER)) {
    const id = match[1];
    const digits = match[2];
    if (digits === undefined) {
      found.push([id, null]);
    } else if (Number(digits) > 0) {
      found.push([id, Number(digits)]);
    }
  }
  return found;
}

module.exports = { solve };
