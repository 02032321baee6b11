// Reference solution for the lesson "Gate decisions on authorised evidence", in TypeScript.

interface EvidenceRecord {
  id: string;
  tenant: string;
  expired: boolean;
}

/** Return the reasons the decision may not pass, one per unfit evidence id, in cited order. */
function solve(
  evidence_ids: string[],
  records: EvidenceRecord[],
  tenant: string,
): Array<[string, string]> {
  // 1. A decision that cites no evidence at all can never pass. The test is on the length:
  //    an Array is never falsy, even an empty one.
  if (evidence_ids.length === 0) return [["", "empty"]];
  // 2. One pass over the records sorts every id into three Sets: seen at all, seen for this
  //    tenant, and live (not expired) for this tenant. Only the last one is allowed. Sets
  //    hold exactly the ids they were given, so names such as "constructor" or "__proto__"
  //    are ids like any other.
  const known = new Set<string>();
  const ours = new Set<string>();
  const allowed = new Set<string>();
  for (const { id, tenant: owner, expired } of records) {
    known.add(id);
    if (owner === tenant) {
      ours.add(id);
      if (!expired) allowed.add(id);
    }
  }
  // 3. Walk the cited ids in order; skip allowed ids and ids already reported.
  const problems: Array<[string, string]> = [];
  const reported = new Set<string>();
  for (const cited of evidence_ids) {
    if (allowed.has(cited) || reported.has(cited)) continue;
    reported.add(cited);
    // 4. The reason depends on how far the id got before it was filtered out.
    let reason: string;
    if (!known.has(cited)) reason = "unknown";
    else if (!ours.has(cited)) reason = "other-tenant";
    else reason = "expired";
    problems.push([cited, reason]);
  }
  return problems;
}

module.exports = { solve };
