"""Computes the right ids in the right order but returns them as a tuple."""
# trips: returns-list-of-strings


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return tuple(result)
