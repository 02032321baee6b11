// Keeps the ids already reported in a Set made once at module level, so it still holds the ids of earlier calls.
// trips: independent-calls

const reported = new Set();

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
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
  for (const cited of evidence_ids) {
    if (allowed.has(cited) || reported.has(cited)) continue;
    reported.add(cited);
    if (!known.has(cited)) problems.push([cited, "unknown"]);
    else if (!ours.has(cited)) problems.push([cited, "other-tenant"]);
    else problems.push([cited, "expired"]);
  }
  return problems;
}

module.exports = { solve };
