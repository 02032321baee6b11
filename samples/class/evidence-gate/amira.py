"""Evidence gate -- Amira.

Every id gets a "best standing" from its records, in one pass:
    0 = only other tenants have it
    1 = this tenant has it, but every copy is expired
    2 = this tenant has a live copy  -> fine
An id with no standing at all was never retrieved.
"""

OTHERS_ONLY, EXPIRED_ONLY, LIVE = 0, 1, 2
REASON = {OTHERS_ONLY: "other-tenant", EXPIRED_ONLY: "expired"}


def _standing(record, tenant):
    if record["tenant"] != tenant:
        return OTHERS_ONLY
    return EXPIRED_ONLY if record["expired"] else LIVE


def solve(evidence_ids, records, tenant):
    if len(evidence_ids) == 0:
        return [("", "empty")]

    best = {}
    for record in records:
        level = _standing(record, tenant)
        if level > best.get(record["id"], -1):
            best[record["id"]] = level

    problems = []
    already = set()
    for eid in evidence_ids:
        if eid in already:
            continue
        already.add(eid)
        if eid not in best:
            problems.append((eid, "unknown"))
        elif best[eid] != LIVE:
            problems.append((eid, REASON[best[eid]]))
    return problems
