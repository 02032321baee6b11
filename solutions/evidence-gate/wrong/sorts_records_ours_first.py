"""Sorts the caller's records in place so that this tenant's come first."""
# trips: arguments-unchanged


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    records.sort(key=lambda record: record["tenant"] != tenant)
    known: set[str] = set()
    ours: set[str] = set()
    allowed: set[str] = set()
    for record in records:
        known.add(record["id"])
        if record["tenant"] == tenant:
            ours.add(record["id"])
            if not record["expired"]:
                allowed.add(record["id"])
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.add(cited)
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
