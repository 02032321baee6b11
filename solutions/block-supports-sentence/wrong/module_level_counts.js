// Keeps the table of block counts in a Map made once at module level, so the counts of earlier calls carry into the next one.
// trips: independent-calls

const TERM = /[\p{L}\p{N}]+/gu;
const counts = new Map();

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, threshold) {
  const wanted = terms(sentence);
  for (const block of blocks) {
    for (const term of terms(block)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const remaining = [...wanted].filter((term) => (counts.get(term) ?? 0) * 2 <= blocks.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  return remaining.filter((term) => cited.has(term)).length / remaining.length >= threshold;
}

module.exports = { solve };
