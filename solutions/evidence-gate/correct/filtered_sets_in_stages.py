"""Narrows the records in stages (any, this tenant, live) and names the stage an id drops out at."""
# trips: nothing


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    ours = [r for r in records if r["tenant"] == tenant]
    stages = [
        ({r["id"] for r in records}, "unknown"),
        ({r["id"] for r in ours}, "other-tenant"),
        ({r["id"] for r in ours if not r["expired"]}, "expired"),
    ]
    problems = []
    for cited in dict.fromkeys(evidence_ids):
        reason = next((why for ids, why in stages if cited not in ids), None)
        if reason:
            problems.append((cited, reason))
    return problems
