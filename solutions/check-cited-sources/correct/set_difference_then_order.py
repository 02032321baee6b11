"""Takes the set difference for membership, then walks citations to emit each missing id once."""
# trips: nothing


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    missing = set(citations).difference(retrieved_ids)
    result: list[str] = []
    for c in citations:
        if c in missing:
            missing.discard(c)
            result.append(c)
    return result
