"""Finds terms with the regular expression for word characters, which keeps underscores in."""
# trips: punctuation-and-underscores

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
