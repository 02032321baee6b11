"""Adds a missing cited block to the caller's list of blocks, changing the counts and the list."""
# trips: arguments-unchanged

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    if cited_block not in blocks:
        blocks.append(cited_block)
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
