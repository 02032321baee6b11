from collections import defaultdict


def solve(evidence_ids, records, tenant):
    # nothing cited -> nothing backs the decision
    if not evidence_ids:
        return [("", "empty")]

    # id -> list of (tenant, expired) for all of its records
    by_id = defaultdict(list)
    for r in records:
        by_id[r["id"]].append((r["tenant"], r["expired"]))

    def reason_for(eid):
        versions = by_id.get(eid)
        if not versions:
            return "unknown"
        mine = [expired for owner, expired in versions if owner == tenant]
        if not mine:
            return "other-tenant"
        if all(mine):
            return "expired"
        return None  # at least one live record of ours

    report, seen = [], set()
    for eid in evidence_ids:
        if eid not in seen:
            seen.add(eid)
            why = reason_for(eid)
            if why:
                report.append((eid, why))
    return report
