// Counts a document with `if (counts[term]) counts[term] += 1`, but every count starts at 0, which is falsy, so none ever grows.
// trips: example-2

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = {};
  for (const term of wanted) counts[term] = 0;
  for (const document of index) {
    for (const term of terms(document)) {
      if (counts[term]) counts[term] += 1;
    }
  }
  const remaining = [...wanted].filter((term) => counts[term] * 2 <= index.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
