// Remembers each id's standing by the records alone, though the standing depends on the tenant.
// trips: independent-calls

const standingByRecords = new Map();
const RANK = { "other-tenant": 0, expired: 1, fine: 2 };

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  // A batch of decisions shares one set of records: rank them only once.
  const key = JSON.stringify(records);
  if (!standingByRecords.has(key)) {
    const best = new Map();
    for (const record of records) {
      let status = "other-tenant";
      if (record.tenant === tenant) status = record.expired ? "expired" : "fine";
      if (RANK[status] >= RANK[best.get(record.id) ?? "other-tenant"]) best.set(record.id, status);
    }
    standingByRecords.set(key, best);
  }
  const standing = standingByRecords.get(key);
  const problems = [];
  for (const cited of new Set(evidence_ids)) {
    const status = standing.get(cited) ?? "unknown";
    if (status !== "fine") problems.push([cited, status]);
  }
  return problems;
}

module.exports = { solve };
