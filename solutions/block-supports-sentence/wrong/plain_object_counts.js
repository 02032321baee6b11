// Counts the blocks that hold each term in a plain object, which already holds `constructor`: that term's count is never a number, so it is never dropped as common.
// trips: common-terms-dropped

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set([...text.normalize("NFC").matchAll(TERM)].map(([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, threshold) {
  const counts = {};
  for (const block of blocks) {
    for (const term of terms(block)) counts[term] = (counts[term] || 0) + 1;
  }
  const remaining = [...terms(sentence)].filter((term) => !(counts[term] * 2 > blocks.length));
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  return remaining.filter((term) => cited.has(term)).length / remaining.length >= threshold;
}

module.exports = { solve };
