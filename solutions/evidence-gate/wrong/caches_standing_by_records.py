"""Remembers each id's standing by the records alone, though the standing depends on the tenant."""
# trips: independent-calls

_standing: dict[str, dict[str, str]] = {}
RANK = {"other-tenant": 0, "expired": 1, "fine": 2}


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    # A batch of decisions shares one set of records: rank them only once.
    key = repr(records)
    if key not in _standing:
        best: dict[str, str] = {}
        for record in records:
            if record["tenant"] != tenant:
                status = "other-tenant"
            else:
                status = "expired" if record["expired"] else "fine"
            if RANK[status] >= RANK[best.get(record["id"], "other-tenant")]:
                best[record["id"]] = status
        _standing[key] = best
    standing = _standing[key]
    problems: list[tuple[str, str]] = []
    for cited in dict.fromkeys(evidence_ids):
        status = standing.get(cited, "unknown")
        if status != "fine":
            problems.append((cited, status))
    return problems
