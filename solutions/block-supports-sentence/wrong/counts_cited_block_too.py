"""Counts the cited block as one more document, although it is one of the index's already."""
# trips: cited-counted-once

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
    documents = [*index, cited_block]
    frequency = Counter(term for document in documents for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(documents)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
