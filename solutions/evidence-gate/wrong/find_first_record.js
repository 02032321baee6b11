// Judges each cited id by records.find, the first record of this tenant with that id, so a live version further on is missed.
// trips: one-live-version-enough

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    if (reported.has(cited)) continue;
    const ours = records.find((record) => record.id === cited && record.tenant === tenant);
    let reason = null;
    if (ours === undefined) {
      const anywhere = records.find((record) => record.id === cited);
      reason = anywhere === undefined ? "unknown" : "other-tenant";
    } else if (ours.expired) {
      reason = "expired";
    }
    if (reason !== null) {
      reported.add(cited);
      problems.push([cited, reason]);
    }
  }
  return problems;
}

module.exports = { solve };
