"""Walks the whole records list again for every distinct cited id."""
# trips: scales-linearly only


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    problems: list[tuple[str, str]] = []
    seen: set[str] = set()
    for cited in evidence_ids:
        if cited in seen:
            continue
        seen.add(cited)
        matching = [r for r in records if r["id"] == cited]
        ours = [r for r in matching if r["tenant"] == tenant]
        if any(not r["expired"] for r in ours):
            continue
        if ours:
            problems.append((cited, "expired"))
        elif matching:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "unknown"))
    return problems
