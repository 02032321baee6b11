"""Counts every occurrence of a term across the blocks, not the number of blocks holding it."""
# trips: repeated-terms

import re
from collections import Counter


def _terms(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    occurrences = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if occurrences[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    return len(remaining & set(_terms(cited_block))) / len(remaining) >= threshold
