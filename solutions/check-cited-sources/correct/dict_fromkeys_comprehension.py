"""De-duplicates citations in order with dict.fromkeys, then filters out retrieved ids."""
# trips: nothing


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
