"""Returns as soon as it finds an unknown citation, so only the first unknown id is reported."""
# trips: example-1


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    for c in citations:
        if c not in known:
            return [c]
    return []
