"""Sorts the caller's retrieved ids in place so it can binary-search them."""
# trips: arguments-unchanged

from bisect import bisect_left


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    retrieved_ids.sort()
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        i = bisect_left(retrieved_ids, c)
        found = i < len(retrieved_ids) and retrieved_ids[i] == c
        if not found and c not in seen:
            seen.add(c)
            result.append(c)
    return result
