// Compares `matched / remaining.length * denominator >= numerator`, and in floating point 1 / 49 * 49 is 0.9999999999999999, not 1.
// trips: threshold-exact

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
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const overlap = remaining.filter((term) => cited.has(term)).length / remaining.length;
  return overlap * denominator >= numerator;
}

module.exports = { solve };
