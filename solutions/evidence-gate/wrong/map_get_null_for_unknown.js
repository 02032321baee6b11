// Tests `status.get(cited) === null` for an id no record has, but Map.get gives undefined, so unknown ids come out "expired".
// trips: example-3

function solve(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  // The best each id reached: "other" (another tenant's), "stale" (ours, expired), "live" (ours).
  const rank = { other: 0, stale: 1, live: 2 };
  const status = new Map();
  for (const record of records) {
    let now = "other";
    if (record.tenant === tenant) now = record.expired ? "stale" : "live";
    const before = status.get(record.id);
    if (before === undefined || rank[now] > rank[before]) status.set(record.id, now);
  }
  const problems = [];
  const reported = new Set();
  for (const cited of evidence_ids) {
    const best = status.get(cited);
    if (best === "live" || reported.has(cited)) continue;
    reported.add(cited);
    if (best === null) problems.push([cited, "unknown"]);
    else if (best === "other") problems.push([cited, "other-tenant"]);
    else problems.push([cited, "expired"]);
  }
  return problems;
}

module.exports = { solve };
