"""Reports an id as expired as soon as one of this tenant's records of it is expired."""
# trips: one-live-version-enough


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    stale = {r["id"] for r in records if r["tenant"] == tenant and r["expired"]}
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in reported:
            continue
        if cited not in known:
            reason = "unknown"
        elif cited not in ours:
            reason = "other-tenant"
        elif cited in stale:
            reason = "expired"
        else:
            continue
        reported.add(cited)
        problems.append((cited, reason))
    return problems
