"""Checks expiry before tenant, so an id with only stale records of other tenants is "expired"."""
# trips: other-tenant


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    by_id: dict[str, list[dict]] = {}
    for r in records:
        by_id.setdefault(r["id"], []).append(r)
    problems: list[tuple[str, str]] = []
    reported: set[str] = set()
    for cited in evidence_ids:
        if cited in reported:
            continue
        found = by_id.get(cited, [])
        if not found:
            reason = "unknown"
        elif all(r["expired"] for r in found):
            reason = "expired"
        elif not any(r["tenant"] == tenant for r in found):
            reason = "other-tenant"
        elif any(r["tenant"] == tenant and not r["expired"] for r in found):
            continue
        else:
            reason = "expired"
        reported.add(cited)
        problems.append((cited, reason))
    return problems
