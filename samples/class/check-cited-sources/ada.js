// Ada: keeps the retrieved ids in a Set and walks the citations once.

function solve(citations, retrieved_ids) {
  const retrieved = new Set(retrieved_ids);
  const seen = new Set();
  const missing = [];
  for (const id of citations) {
    if (retrieved.has(id) || seen.has(id)) continue;
    seen.add(id);
    missing.push(id);
  }
  return missing;
}

module.exports = { solve };
