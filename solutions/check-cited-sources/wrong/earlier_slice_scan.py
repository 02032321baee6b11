"""Reports an unknown citation only if it does not occur in the slice of citations before it."""
# trips: scales-linearly only


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    for i, c in enumerate(citations):
        if c not in known and c not in citations[:i]:
            result.append(c)
    return result
