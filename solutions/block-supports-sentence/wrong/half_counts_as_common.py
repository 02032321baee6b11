"""Drops a term found in half of the index's documents or more, instead of in more than half."""
# trips: half-of-index

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
    remaining = {t for t in _terms(sentence) if not index or frequency[t] * 2 < len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
