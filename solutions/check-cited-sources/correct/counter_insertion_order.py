"""Counts citations with a Counter, whose keys keep first-seen order, and keeps unknown keys."""
# trips: nothing

from collections import Counter


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    counts = Counter(citations)
    known = set(retrieved_ids)
    return [c for c in counts if c not in known]
