// Counts a block with `if (counts[term]) counts[term] += 1`, but every count starts at 0, which is falsy, so none ever grows.
// trips: example-2

const TERM = /[\p{L}\p{N}]+/gu;

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, threshold) {
  const wanted = terms(sentence);
  const counts = {};
  for (const term of wanted) counts[term] = 0;
  for (const block of blocks) {
    for (const term of terms(block)) {
      if (counts[term]) counts[term] += 1;
    }
  }
  const remaining = [...wanted].filter((term) => counts[term] * 2 <= blocks.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  return remaining.filter((term) => cited.has(term)).length / remaining.length >= threshold;
}

module.exports = { solve };
