// Splits on runs of everything else, counts in an Object.create(null) object and measures the overlap with Set.prototype.intersection.
// trips: nothing

const SEPARATORS = /[^\p{L}\p{N}]+/u;

const terms = (text) =>
  new Set(
    text
      .normalize("NFC")
      .split(SEPARATORS)
      .filter((run) => run !== "")
      .map((run) => run.toLowerCase()),
  );

exports.solve = function solve(sentence, cited_block, blocks, threshold) {
  const wanted = terms(sentence);
  const counts = Object.create(null);
  for (const block of blocks) {
    for (const term of terms(block).intersection(wanted)) counts[term] = (counts[term] ?? 0) + 1;
  }
  const remaining = new Set([...wanted].filter((term) => (counts[term] ?? 0) * 2 <= blocks.length));
  if (remaining.size === 0) return false;
  return remaining.intersection(terms(cited_block)).size / remaining.size >= threshold;
};
