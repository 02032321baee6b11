"""Swaps the roles of the two lists and returns retrieved ids that were never cited."""
# trips: example-1


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    cited = set(citations)
    result: list[str] = []
    seen: set[str] = set()
    for r in retrieved_ids:
        if r not in cited and r not in seen:
            seen.add(r)
            result.append(r)
    return result
