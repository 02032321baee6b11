// Finds terms with /\w+/g, and in JavaScript \w is only the ASCII letters, digits and the underscore.
// trips: punctuation-and-underscores

function terms(text) {
  return new Set(Array.from(text.normalize("NFC").matchAll(/\w+/g), ([run]) => run.toLowerCase()));
}

function solve(sentence, cited_block, blocks, threshold) {
  const wanted = terms(sentence);
  const counts = new Map([...wanted].map((term) => [term, 0]));
  for (const block of blocks) {
    for (const term of terms(block)) {
      if (counts.has(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = [...wanted].filter((term) => counts.get(term) * 2 <= blocks.length);
  if (remaining.length === 0) return false;
  const cited = terms(cited_block);
  return remaining.filter((term) => cited.has(term)).length / remaining.length >= threshold;
}

module.exports = { solve };
