"""Returns a lazy generator of the unknown ids instead of a list."""
# trips: returns-list-of-strings


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return (c for c in dict.fromkeys(citations) if c not in known)
