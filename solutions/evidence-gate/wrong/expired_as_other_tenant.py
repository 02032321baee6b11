"""Calls an id "other-tenant" whenever some other tenant has a live record of it."""
# trips: expired-here-live-elsewhere


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    live_anywhere = {r["id"] for r in records if not r["expired"]}
    allowed = {r["id"] for r in records if r["tenant"] == tenant and not r["expired"]}
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.add(cited)
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited in live_anywhere:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
