"""Counts every occurrence of a term across the index, not the number of documents holding it."""
# trips: repeated-terms

import re
from collections import Counter


def _terms(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    occurrences = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if occurrences[t] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & set(_terms(cited_block))) * denominator >= numerator * len(remaining)
