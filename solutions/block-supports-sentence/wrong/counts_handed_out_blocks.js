// Counts how common a term is over the handed-out blocks, not over the index they were retrieved from.
// trips: unrelated-block

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = new Map([...wanted].map((term) => [term, 0]));
  for (const block of blocks) {
    for (const term of terms(block)) {
      if (counts.has(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => counts.get(term) * 2 <= blocks.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
