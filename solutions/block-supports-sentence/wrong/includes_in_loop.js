// Keeps each document's terms in an Array and asks it includes() about every sentence term, work for every pair of a term and a document.
// trips: scales-linearly only

const TERM = /[\p{L}\p{N}]+/gu;

function termList(text) {
  return Array.from(text.normalize("NFC").matchAll(TERM), ([run]) => run.toLowerCase());
}

function solve(sentence, cited_block, blocks, index, threshold) {
  const wanted = [...new Set(termList(sentence))];
  const counts = new Map(wanted.map((term) => [term, 0]));
  for (const document of index) {
    const documentTerms = termList(document);
    for (const term of wanted) {
      if (documentTerms.includes(term)) counts.set(term, counts.get(term) + 1);
    }
  }
  const remaining = wanted.filter((term) => counts.get(term) * 2 <= index.length);
  if (remaining.length === 0) return false;
  const cited = new Set(termList(cited_block));
  const [numerator, denominator] = threshold;
  const matched = remaining.filter((term) => cited.has(term)).length;
  return matched * denominator >= numerator * remaining.length;
}

module.exports = { solve };
