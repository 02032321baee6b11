// Returns each problem as an object {id, reason} instead of an [id, reason] pair.
// trips: returns-list-of-pairs

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [{ id: "", reason: "empty" }];
  const known = new Set();
  const ours = new Set();
  const allowed = new Set();
  for (const record of records) {
    known.add(record.id);
    if (record.tenant === tenant) {
      ours.add(record.id);
      if (!record.expired) allowed.add(record.id);
    }
  }
  const problems = [];
  const reported = new Set();
  for (const id of evidence_ids) {
    if (allowed.has(id) || reported.has(id)) continue;
    reported.add(id);
    let reason = "expired";
    if (!known.has(id)) reason = "unknown";
    else if (!ours.has(id)) reason = "other-tenant";
    problems.push({ id, reason });
  }
  return problems;
}

module.exports = { solve };
