"""Takes the set difference of cited and allowed ids and reports them in the set's own order."""
# trips: property-first-appearance


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    allowed = {r["id"] for r in records if r["tenant"] == tenant and not r["expired"]}
    problems: list[tuple[str, str]] = []
    for cited in set(evidence_ids) - allowed:
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
