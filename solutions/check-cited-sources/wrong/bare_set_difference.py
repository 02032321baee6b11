"""Returns the set difference of citations and retrieved ids as a list, losing citation order."""
# trips: property-first-appearance


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    return list(set(citations) - set(retrieved_ids))
