"""Drops common terms from the matches but still divides by the count of all sentence terms."""
# trips: common-terms-dropped

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    words = _terms(sentence)
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in words if frequency[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(words) >= threshold
