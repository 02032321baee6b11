"""Turns the index into a set first, so two equal documents count as one."""
# trips: repeated-terms

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
    unique_documents = set(index)
    frequency = Counter(term for document in unique_documents for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(unique_documents)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
