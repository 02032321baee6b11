"""De-duplicates unknown ids with a set, then restores order by sorting on citations.index."""
# trips: scales-linearly only


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    unknown = {c for c in citations if c not in known}
    return sorted(unknown, key=citations.index)
