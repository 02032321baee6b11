"""Tests each citation with `in` on the retrieved list itself, scanning it every time."""
# trips: scales-linearly only


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    result: list[str] = []
    reported: set[str] = set()
    for c in citations:
        if c not in retrieved_ids and c not in reported:
            reported.add(c)
            result.append(c)
    return result
