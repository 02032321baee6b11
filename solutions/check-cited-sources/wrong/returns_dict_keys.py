"""Uses a dict to keep order and uniqueness but returns its keys view instead of a list."""
# trips: returns-list-of-strings


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    unknown = {c: None for c in citations if c not in known}
    return unknown.keys()
