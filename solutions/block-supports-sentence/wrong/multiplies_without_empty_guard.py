"""Compares matched >= threshold * remaining with no guard, so an empty sentence passes (0 >= 0)."""
# trips: no-terms-left

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    matched = len(remaining & _terms(cited_block))
    return matched >= threshold * len(remaining)
