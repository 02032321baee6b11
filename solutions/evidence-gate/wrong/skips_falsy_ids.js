// Skips every cited id for which `!cited` holds, to drop blank entries, but "" is falsy and is an ordinary id here.
// trips: empty-id

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
  const reported = new Set();
  for (const cited of evidence_ids) {
    if (!cited) continue;
    if (allowed.has(cited) || reported.has(cited)) continue;
    reported.add(cited);
    if (!known.has(cited)) problems.push([cited, "unknown"]);
    else if (!ours.has(cited)) problems.push([cited, "other-tenant"]);
    else problems.push([cited, "expired"]);
  }
  return problems;
}

module.exports = { solve };
