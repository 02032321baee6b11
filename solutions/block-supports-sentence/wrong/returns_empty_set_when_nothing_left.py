"""Joins the two tests with `and`, which returns the empty set itself when no term is left."""
# trips: returns-bool

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    return remaining and len(remaining & _terms(cited_block)) / len(remaining) >= threshold
