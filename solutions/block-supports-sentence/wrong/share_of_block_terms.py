"""Measures the share of the cited block's terms found in the sentence, the wrong way round."""
# trips: property-richer-block

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    cited = {t for t in _terms(cited_block) if frequency[t] * 2 <= len(blocks)}
    if not remaining or not cited:
        return False
    return len(cited & remaining) / len(cited) >= threshold
