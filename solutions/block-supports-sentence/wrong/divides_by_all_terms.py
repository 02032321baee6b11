"""Drops common terms from the matches but still divides by the count of all sentence terms."""
# trips: common-terms-dropped

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
    words = _terms(sentence)
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in words if frequency[t] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(words)
