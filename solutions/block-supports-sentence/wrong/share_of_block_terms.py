"""Measures the share of the cited block's terms found in the sentence, the wrong way round."""
# trips: property-richer-block

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
    cited = {t for t in _terms(cited_block) if frequency[t] * 2 <= len(index)}
    if not remaining or not cited:
        return False
    numerator, denominator = threshold
    return len(cited & remaining) * denominator >= numerator * len(cited)
