"""Keeps the document counts in a module-level Counter that grows with every call."""
# trips: independent-calls

import re
from collections import Counter

frequency: Counter[str] = Counter()


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    for document in index:
        frequency.update(_terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
