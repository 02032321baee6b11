"""Walks the citations once, with one set for retrieved ids and one for ids already reported."""
# trips: nothing


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    reported: set[str] = set()
    result: list[str] = []
    for c in citations:
        if c in known or c in reported:
            continue
        reported.add(c)
        result.append(c)
    return result
