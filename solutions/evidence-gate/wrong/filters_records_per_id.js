// Gathers each cited id's records with records.filter inside the loop over the evidence, so every id walks all the records.
// trips: scales-linearly only

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    if (reported.has(cited)) continue;
    const withId = records.filter((record) => record.id === cited);
    const ours = withId.filter((record) => record.tenant === tenant);
    if (ours.some((record) => !record.expired)) continue;
    reported.add(cited);
    if (withId.length === 0) problems.push([cited, "unknown"]);
    else if (ours.length === 0) problems.push([cited, "other-tenant"]);
    else problems.push([cited, "expired"]);
  }
  return problems;
}

module.exports = { solve };
