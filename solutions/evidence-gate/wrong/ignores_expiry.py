"""Filters the records by tenant but never looks at the expired flag."""
# trips: expired-record


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    allowed = {r["id"] for r in records if r["tenant"] == tenant}
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.add(cited)
        problems.append((cited, "other-tenant" if cited in known else "unknown"))
    return problems
