// Counts the documents that hold each term in a plain object, which already holds `constructor`: that term's count is never a number, so it is never dropped as common.
// trips: common-terms-dropped

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set([...text.normalize("NFC").matchAll(TERM)].map(([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const counts = {};
  for (const document of index) {
    for (const term of terms(document)) counts[term] = (counts[term] || 0) + 1;
  }
  const remaining = [...terms(sentence)].filter((term) => !(counts[term] * 2 > index.length));
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
