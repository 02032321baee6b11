"""Uses the membership test the wrong way round and returns the cited ids that were retrieved."""
# trips: example-1


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if c in known and c not in seen:
            seen.add(c)
            result.append(c)
    return result
