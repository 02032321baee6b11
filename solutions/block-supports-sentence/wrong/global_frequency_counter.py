"""Keeps the block counts in a module-level Counter that grows with every call."""
# trips: independent-calls

import re
from collections import Counter

frequency: Counter[str] = Counter()


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    for block in blocks:
        frequency.update(_terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
