// De-duplicates citations in order with [...new Set(...)], then filters out the retrieved ids.
// trips: nothing

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  return [...new Set(citations)].filter((cited) => !known.has(cited));
}

module.exports = { solve };
