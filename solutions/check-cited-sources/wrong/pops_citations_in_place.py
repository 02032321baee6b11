"""Consumes the citations list with pop while scanning it, leaving the caller's list empty."""
# trips: arguments-unchanged


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    citations.reverse()
    while citations:
        c = citations.pop()
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
