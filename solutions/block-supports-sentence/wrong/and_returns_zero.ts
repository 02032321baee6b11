// Writes `remaining.length && matched * denominator >= numerator * remaining.length`, and && hands back the 0 itself, not false, when no term is left.
// trips: returns-bool

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(
  sentence: string,
  cited_block: string,
  blocks: string[],
  index: string[],
  threshold: [number, number],
): boolean {
  const wanted = terms(sentence);
  const counts = new Map([...wanted].map((term) => [term, 0]));
  for (const document of index) {
    for (const term of terms(document)) {
      if (counts.has(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => counts.get(term) * 2 <= index.length);
  const cited = terms(cited_block);
  const matched = remaining.filter((term) => cited.has(term)).length;
  const [numerator, denominator] = threshold;
  return remaining.length && matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
