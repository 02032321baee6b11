// evidence-gate -- Lin

interface EvidenceRecord {
  id: string;
  tenant: string;
  expired: boolean;
}

type Reason = "unknown" | "other-tenant" | "expired" | "empty";

function solve(
  evidence_ids: string[],
  records: EvidenceRecord[],
  tenant: string,
): Array<[string, Reason]> {
  if (evidence_ids.length === 0) return [["", "empty"]];
  const status = new Map<string, Reason | "live">();
  for (const record of records) {
    if (record.tenant !== tenant) {
      if (!status.has(record.id)) status.set(record.id, "other-tenant");
    } else if (!record.expired) {
      status.set(record.id, "live");
    } else if (status.get(record.id) !== "live") {
      status.set(record.id, "expired");
    }
  }
  const problems: Array<[string, Reason]> = [];
  const done = new Set<string>();
  for (const id of evidence_ids) {
    const found = status.get(id) ?? "unknown";
    if (found === "live" || done.has(id)) continue;
    done.add(id);
    problems.push([id, found]);
  }
  return problems;
}

module.exports = { solve };
