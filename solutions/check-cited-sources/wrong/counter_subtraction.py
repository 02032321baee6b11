"""Subtracts retrieved counts from citation counts, so ids cited more than retrieved remain."""
# trips: repeats-both-sides

from collections import Counter


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    remaining = Counter(citations) - Counter(retrieved_ids)
    return list(remaining)
