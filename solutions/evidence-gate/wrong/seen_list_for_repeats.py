"""Uses sets for the records but remembers the cited ids already handled in a list."""
# trips: scales-linearly only


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    allowed = {r["id"] for r in records if r["tenant"] == tenant and not r["expired"]}
    seen: list[str] = []
    problems: list[tuple[str, str]] = []
    for cited in evidence_ids:
        if cited in seen:
            continue
        seen.append(cited)
        if cited in allowed:
            continue
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
