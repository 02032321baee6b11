"""Keeps the already-reported ids in a module-level set that is never cleared between calls."""
# trips: independent-calls

reported: set[str] = set()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    for c in citations:
        if c not in known and c not in reported:
            reported.add(c)
            result.append(c)
    return result
