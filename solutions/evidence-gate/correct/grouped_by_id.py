"""Groups the records by id, then judges each distinct cited id from its own group only."""
# trips: nothing

from collections import defaultdict


def _reason(group: list[dict], tenant: str) -> str | None:
    ours = [r for r in group if r["tenant"] == tenant]
    if not group:
        return "unknown"
    if not ours:
        return "other-tenant"
    if all(r["expired"] for r in ours):
        return "expired"
    return None


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    groups: defaultdict[str, list[dict]] = defaultdict(list)
    for r in records:
        groups[r["id"]].append(r)
    problems = []
    for cited in dict.fromkeys(evidence_ids):
        reason = _reason(groups.get(cited, []), tenant)
        if reason is not None:
            problems.append((cited, reason))
    return problems
