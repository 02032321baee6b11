"""Skips empty-string citations as if they were blank entries rather than real ids."""
# trips: property-matches-spec


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if not c:
            continue
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
