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

exports.solve = function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = Object.create(null);
  for (const document of index) {
    for (const term of terms(document).intersection(wanted)) counts[term] = (counts[term] ?? 0) + 1;
  }
  const remaining = new Set([...wanted].filter((term) => (counts[term] ?? 0) * 2 <= index.length));
  if (remaining.size === 0) return false;
  const [numerator, denominator] = threshold;
  const matched = remaining.intersection(terms(cited_block)).size;
  return matched * denominator >= numerator * remaining.size;
};
