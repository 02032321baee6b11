"""Gives each record a rank (live here, expired here, elsewhere) and keeps each id's best one."""
# trips: nothing

REASONS = {1: "expired", 2: "other-tenant", 3: "unknown"}


def solve(evidence_ids: list[str], records: list[dict], tenant: str) -> list[tuple[str, str]]:
    if not evidence_ids:
        return [("", "empty")]
    best: dict[str, int] = {}
    for r in records:
        rank = 2 if r["tenant"] != tenant else 1 if r["expired"] else 0
        best[r["id"]] = min(rank, best.get(r["id"], rank))
    ranked = ((cited, best.get(cited, 3)) for cited in dict.fromkeys(evidence_ids))
    return [(cited, REASONS[rank]) for cited, rank in ranked if rank]
