def solve(evidence_ids, records, tenant):
    if not evidence_ids:
        return [("", "empty")]

    all_ids = {r["id"] for r in records}
    tenant_ids = {r["id"] for r in records if r["tenant"] == tenant}
    # ids of ours that have gone out of date
    stale = {r["id"] for r in records if r["tenant"] == tenant and r["expired"]}

    out = []
    reported = set()
    for eid in evidence_ids:
        if eid in reported:
            continue
        if eid not in all_ids:
            out.append((eid, "unknown"))
        elif eid not in tenant_ids:
            out.append((eid, "other-tenant"))
        elif eid in stale:
            out.append((eid, "expired"))
        else:
            continue
        reported.add(eid)
    return out
