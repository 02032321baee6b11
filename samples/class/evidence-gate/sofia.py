"""Sofia: gate a decision on the evidence it cites."""


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if evidence_ids == []:
        return [("", "empty")]

    known_ids = set()
    ours_ids = set()
    ours_live_ids = set()
    for rec in records:
        known_ids.add(rec["id"])
        if rec["tenant"] == tenant:
            ours_ids.add(rec["id"])
            if rec["expired"] is False:
                ours_live_ids.add(rec["id"])

    issues = []
    for eid in evidence_ids:
        if eid in ours_live_ids:
            continue
        if eid not in known_ids:
            issues.append((eid, "unknown"))
        elif eid not in ours_ids:
            issues.append((eid, "other-tenant"))
        else:
            issues.append((eid, "expired"))
    return issues
