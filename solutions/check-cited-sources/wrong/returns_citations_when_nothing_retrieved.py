"""Short-cuts to a copy of all citations when nothing was retrieved, skipping de-duplication."""
# trips: example-3


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    if not retrieved_ids:
        return list(citations)
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c not in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
