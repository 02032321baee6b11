def solve(evidence_ids, records, tenant):
    if not evidence_ids:
        return [("", "empty")]
    seen_anywhere, seen_tenant, live_tenant = set(), set(), set()
    for rec in records:
        seen_anywhere.add(rec["id"])
        if rec["tenant"] == tenant:
            seen_tenant.add(rec["id"])
            if not rec["expired"]:
                live_tenant.add(rec["id"])
    result, reported = [], set()
    for cid in evidence_ids:
        if cid in live_tenant or cid in reported:
            continue
        reported.add(cid)
        if cid not in seen_anywhere:
            result.append((cid, "unknown"))
        elif cid not in seen_tenant:
            result.append((cid, "other-tenant"))
        else:
            result.append((cid, "expired"))
    return result


# quick test from the lesson
claim = [
    {"id": "POL-47", "tenant": "acme", "expired": False},
    {"id": "RC-83", "tenant": "acme", "expired": False},
]
assert solve(["POL-47", "RC-83"], claim, "acme") == []
assert solve(["POL-47", "RC-99"], claim, "acme") == [("RC-99", "missing")]
