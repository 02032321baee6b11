"""Keeps every unknown citation, so an id cited several times is reported several times."""
# trips: property-no-duplicates


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return [c for c in citations if c not in known]
