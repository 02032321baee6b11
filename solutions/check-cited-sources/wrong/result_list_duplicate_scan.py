"""Uses a set for retrieved ids but checks for duplicates by scanning the result list."""
# trips: scales-linearly only


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    result: list[str] = []
    for c in citations:
        if c not in known and c not in result:
            result.append(c)
    return result
