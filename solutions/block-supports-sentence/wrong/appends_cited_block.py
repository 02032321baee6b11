"""Adds a missing cited block to the caller's index, changing the counts and the list."""
# trips: arguments-unchanged

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
    if cited_block not in index:
        index.append(cited_block)
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
