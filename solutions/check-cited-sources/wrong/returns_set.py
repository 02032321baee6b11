"""Collects the unknown ids into a set and returns the set itself."""
# trips: returns-list-of-strings


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return {c for c in citations if c not in known}
