// Compares ids in lower case, so ids that differ only by a capital letter count as the same.
// trips: case-sensitive

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids.map((id) => id.toLowerCase()));
  const reported = new Set();
  const unknown = [];
  for (const cited of citations) {
    if (!known.has(cited.toLowerCase()) && !reported.has(cited)) {
      reported.add(cited);
      unknown.push(cited);
    }
  }
  return unknown;
}

module.exports = { solve };
