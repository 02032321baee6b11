"""Normalises ids to upper case, so "pol-47" is taken for the record "POL-47"."""
# trips: case-sensitive


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    known = {r["id"].upper() for r in records}
    ours = {r["id"].upper() for r in records if r["tenant"] == tenant}
    allowed = {r["id"].upper() for r in records if r["tenant"] == tenant and not r["expired"]}
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        key = cited.upper()
        if key in allowed or key in reported:
            continue
        reported.add(key)
        if key not in known:
            problems.append((cited, "unknown"))
        elif key not in ours:
            problems.append((cited, "other-tenant"))
        else:
            problems.append((cited, "expired"))
    return problems
