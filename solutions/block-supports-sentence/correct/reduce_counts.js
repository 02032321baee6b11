// A functional style: the terms come from matchAll, the counts from reduce over the index into a Map; the fractions are compared by dividing, exact enough for numbers this small.
// trips: nothing

const TERM = /[\p{L}\p{N}]+/gu;

const terms = (text) =>
  new Set([...text.normalize("NFC").matchAll(TERM)].map(([run]) => run.toLowerCase()));

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = index.reduce((seen, document) => {
    terms(document).forEach((term) => {
      if (wanted.has(term)) seen.set(term, (seen.get(term) ?? 0) + 1);
    });
    return seen;
  }, new Map());
  const remaining = [...wanted].filter((term) => (counts.get(term) ?? 0) * 2 <= index.length);
  const cited = terms(cited_block);
  const matched = remaining.filter((term) => cited.has(term));
  const [numerator, denominator] = threshold;
  return remaining.length > 0 && matched.length / remaining.length >= numerator / denominator;
}

module.exports = { solve };
