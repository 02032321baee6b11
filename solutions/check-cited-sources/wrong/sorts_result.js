// Finds the unknown cited ids once each but returns them sorted, losing the order of first appearance.
// trips: unsorted-unknowns

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((cited) => !known.has(cited)).sort();
}

module.exports = { solve };
