"""Counts the cited block as one more block when working out which terms are common."""
# trips: cited-not-in-blocks

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    every_block = [*blocks, cited_block] if cited_block not in blocks else blocks
    frequency = Counter(term for block in every_block for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(every_block)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
