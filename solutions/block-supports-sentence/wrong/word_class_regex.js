// Finds terms with /\w+/g, and in JavaScript \w is only the ASCII letters, digits and the underscore.
// trips: punctuation-and-underscores

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(/\w+/g), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = terms(sentence);
  const counts = new Map([...wanted].map((term) => [term, 0]));
  for (const document of index) {
    for (const term of terms(document)) {
      if (counts.has(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => counts.get(term) * 2 <= index.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
