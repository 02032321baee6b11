// Looks citations up in a plain object `{}`, whose inherited names (constructor, toString) count as retrieved.
// trips: builtin-names

function solve(citations, retrieved_ids) {
  const known = {};
  for (const id of retrieved_ids) known[id] = true;
  const reported = new Set();
  const unknown = [];
  for (const cited of citations) {
    if (!known[cited] && !reported.has(cited)) {
      reported.add(cited);
      unknown.push(cited);
    }
  }
  return unknown;
}

module.exports = { solve };
