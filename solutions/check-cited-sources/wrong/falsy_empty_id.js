// Skips a citation when `!cited` holds, so the empty id "", which is falsy, is never reported.
// trips: property-matches-spec

function solve(citations, retrieved_ids) {
  const known = new Set(retrieved_ids);
  const reported = new Set();
  const unknown = [];
  for (const cited of citations) {
    if (!cited || known.has(cited) || reported.has(cited)) continue;
    reported.add(cited);
    unknown.push(cited);
  }
  return unknown;
}

module.exports = { solve };
