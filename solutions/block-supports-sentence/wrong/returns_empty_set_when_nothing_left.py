"""Joins the two tests with `and`, which returns the empty set itself when no term is left."""
# trips: returns-bool

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(index)}
    numerator, denominator = threshold
    matched = len(remaining & _terms(cited_block))
    return remaining and matched * denominator >= numerator * len(remaining)
