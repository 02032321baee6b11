// Indexes the record ids in plain objects `{}`, so inherited names such as "constructor" or "toString" look like live ids.
// trips: builtin-names

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const known = {};
  const ours = {};
  const allowed = {};
  for (const record of records) {
    known[record.id] = true;
    if (record.tenant === tenant) {
      ours[record.id] = true;
      if (!record.expired) allowed[record.id] = true;
    }
  }
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    if (allowed[cited] || reported.has(cited)) continue;
    reported.add(cited);
    if (!known[cited]) problems.push([cited, "unknown"]);
    else if (!ours[cited]) problems.push([cited, "other-tenant"]);
    else problems.push([cited, "expired"]);
  }
  return problems;
}

module.exports = { solve };
