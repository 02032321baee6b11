// Walks its Map of record ids, trusting Maps to keep order, but that is the order of the records, not of the citations.
// trips: property-first-appearance

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  // What each id reached: "other" (only other tenants' records), "stale" (ours, all expired)
  // or "live" (ours and not expired).
  const status = new Map();
  for (const record of records) {
    const before = status.get(record.id);
    if (record.tenant !== tenant) {
      if (before === undefined) status.set(record.id, "other");
    } else if (!record.expired) {
      status.set(record.id, "live");
    } else if (before !== "live") {
      status.set(record.id, "stale");
    }
  }
  const cited = new Set(evidence_ids);
  const problems = [];
  for (const [id, reached] of status) {
    if (!cited.has(id)) continue;
    if (reached === "other") problems.push([id, "other-tenant"]);
    else if (reached === "stale") problems.push([id, "expired"]);
  }
  // The ids no record has go last, in the order they are cited.
  for (const id of cited) {
    if (!status.has(id)) problems.push([id, "unknown"]);
  }
  return problems;
}

module.exports = { solve };
