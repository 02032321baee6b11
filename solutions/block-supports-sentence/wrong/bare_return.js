// Leaves the function with a bare `return;` when no term is left, which gives undefined, not false.
// trips: no-terms-left

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = new Map([...wanted].map((term) => [term, 0]));
  for (const document of index) {
    for (const term of terms(document)) {
      if (counts.has(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => counts.get(term) * 2 <= index.length);
  if (!remaining.length) return;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
