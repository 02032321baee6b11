// A functional style: the terms come from matchAll, the counts from reduce over the blocks into a Map.
// trips: nothing

const TERM = /[\p{L}\p{N}]+/gu;

const terms = (text) =>
  new Set([...text.normalize("NFC").matchAll(TERM)].map(([run]) => run.toLowerCase()));

function solve(sentence, cited_block, blocks, threshold) {
  const wanted = terms(sentence);
  const counts = blocks.reduce((seen, block) => {
    terms(block).forEach((term) => {
      if (wanted.has(term)) seen.set(term, (seen.get(term) ?? 0) + 1);
    });
    return seen;
  }, new Map());
  const remaining = [...wanted].filter((term) => (counts.get(term) ?? 0) * 2 <= blocks.length);
  const cited = terms(cited_block);
  const matched = remaining.filter((term) => cited.has(term));
  return remaining.length > 0 && matched.length / remaining.length >= threshold;
}

module.exports = { solve };
