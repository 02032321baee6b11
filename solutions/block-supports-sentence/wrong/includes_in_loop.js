// Keeps each block's terms in an Array and asks it includes() about every sentence term, work for every pair of a term and a block.
// trips: scales-linearly only

const TERM = /[\p{L}\p{N}]+/gu;

function termList(text) {
  return Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase());
}

function solve(sentence, cited_block, blocks, threshold) {
  const wanted = [...new Set(termList(sentence))];
  const counts = new Map(wanted.map((term) => [term, 0]));
  for (const block of blocks) {
    const blockTerms = termList(block);
    for (const term of wanted) {
      if (blockTerms.includes(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = wanted.filter((term) => counts.get(term) * 2 <= blocks.length);
  if (remaining.length === 0) return false;
  const cited = new Set(termList(cited_block));
  return remaining.filter((term) => cited.has(term)).length / remaining.length >= threshold;
}

module.exports = { solve };
