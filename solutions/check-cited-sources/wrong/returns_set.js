// Collects the unknown ids into a Set and returns the Set itself, not an Array.
// trips: returns-list-of-strings

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  return new Set(citations.filter((cited) => !known.has(cited)));
}

module.exports = { solve };
