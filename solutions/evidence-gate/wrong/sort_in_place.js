// Puts this tenant's live records first with `records.sort(...)`, which sorts the caller's Array in place and returns it, not a copy.
// trips: arguments-unchanged only

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const score = (record) => (record.tenant !== tenant ? 0 : record.expired ? 1 : 2);
  const ordered = records.sort((a, b) => score(b) - score(a));
  // The best record of an id now comes first, so the first one seen decides.
  const best = new Map();
  for (const record of ordered) {
    if (!best.has(record.id)) best.set(record.id, score(record));
  }
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    if (best.get(cited) === 2 || reported.has(cited)) continue;
    reported.add(cited);
    const reason = ["other-tenant", "expired"][best.get(cited)] ?? "unknown";
    problems.push([cited, reason]);
  }
  return problems;
}

module.exports = { solve };
