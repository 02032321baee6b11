// Keeps the table of document counts in a Map made once at module level, so the counts of earlier calls carry into the next one.
// trips: independent-calls

const TERM = /[\p{L}\p{N}]+/gu;
const counts = new Map();

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  for (const document of index) {
    for (const term of terms(document)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const remaining = [...wanted].filter((term) => (counts.get(term) ?? 0) * 2 <= index.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
