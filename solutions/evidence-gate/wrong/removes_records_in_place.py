"""Removes other tenants' and expired records from the caller's list while scanning it."""
# trips: arguments-unchanged


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    i = 0
    while i < len(records):
        if records[i]["tenant"] != tenant or records[i]["expired"]:
            records.pop(i)
        else:
            i += 1
    allowed = {r["id"] for r in records}
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
