"""Keeps the ids it reported in a list and searches it before reporting again."""
# trips: scales-linearly only


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"] for r in records}
    ours = {r["id"] for r in records if r["tenant"] == tenant}
    allowed = {r["id"] for r in records if r["tenant"] == tenant and not r["expired"]}
    reported: list[str] = []
    problems: list[tuple[str, str]] = []
    for cited in evidence_ids:
        if cited in allowed or cited in reported:
            continue
        reported.append(cited)
        if cited not in known:
            problems.append((cited, "unknown"))
        elif cited not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
