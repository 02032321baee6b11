// Remembers each verdict by the evidence and the tenant, so changed records get the old one.
// trips: independent-calls

const verdicts = new Map();

function problems(evidence_ids, records, tenant) {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const known = new Set(records.map((record) => record.id));
  const ours = new Set();
  const allowed = new Set();
  for (const record of records) {
    if (record.tenant !== tenant) continue;
    ours.add(record.id);
    if (!record.expired) allowed.add(record.id);
  }
  const found = [];
  for (const cited of new Set(evidence_ids)) {
    if (allowed.has(cited)) continue;
    if (!known.has(cited)) found.push([cited, "unknown"]);
    else if (!ours.has(cited)) found.push([cited, "other-tenant"]);
    else found.push([cited, "expired"]);
  }
  return found;
}

interface EvidenceRecord {
  id: string;
  tenant: string;
  expired: boolean;
}

function solve(
  evidence_ids: string[],
  records: EvidenceRecord[],
  tenant: string,
): Array<[string, string]> {
  // A decision is gated again on every retry; the verdict is worked out only once.
  const key = JSON.stringify([evidence_ids, tenant]);
  if (!verdicts.has(key)) verdicts.set(key, problems(evidence_ids, records, tenant));
  return verdicts.get(key).map((pair) => [...pair]);
}

module.exports = { solve };
