"""Returns None instead of an empty list when every citation is known."""
# trips: example-2


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result or None
