"""Drops other tenants' records first, so their ids come out as "unknown", not "other-tenant"."""
# trips: other-tenant


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    ours = [r for r in records if r["tenant"] == tenant]
    known = {r["id"] for r in ours}
    allowed = {r["id"] for r in ours if not r["expired"]}
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.add(cited)
        problems.append((cited, "expired" if cited in known else "unknown"))
    return problems
