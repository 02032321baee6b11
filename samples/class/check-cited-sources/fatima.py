"""Lesson: Check cited sources.

My approach: put the retrieved ids in a set (O(1) lookups), then walk the
citations once and keep the ones that are missing, skipping repeats.
"""
from typing import Iterable


def solve(citations: Iterable[str], retrieved_ids: Iterable[str]) -> list[str]:
    retrieved: set[str] = set(retrieved_ids)
    missing: list[str] = []
    reported: set[str] = set()
    for doc_id in citations:
        is_new = doc_id not in reported
        if doc_id not in retrieved and is_new:
            missing.append(doc_id)
            reported.add(doc_id)
    return missing
