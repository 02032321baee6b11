"""Drops a term found in half of the blocks or more, instead of in more than half."""
# trips: half-of-blocks

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if not blocks or frequency[t] * 2 < len(blocks)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
