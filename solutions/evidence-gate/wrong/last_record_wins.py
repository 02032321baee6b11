"""Keeps one status per id in a dict, so a later expired record overwrites an earlier live one."""
# trips: one-live-version-enough


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    status: dict[str, str] = {}
    for r in records:
        if r["tenant"] == tenant:
            status[r["id"]] = "expired" if r["expired"] else "ok"
        else:
            status.setdefault(r["id"], "other-tenant")
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        reason = status.get(cited, "unknown")
        if reason != "ok" and cited not in reported:
            reported.add(cited)
            problems.append((cited, reason))
    return problems
