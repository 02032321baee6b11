"""Checks each citation with a substring test against all retrieved ids joined by spaces."""
# trips: property-matches-spec


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = " ".join(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
