"""Divides in floats and allows a tolerance of 1e-9, which lets a smaller overlap through."""
# trips: threshold-exact

import re
import unicodedata
from collections import Counter


def _terms(text: str) -> set[str]:
    return {run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(index)}
    if not remaining:
        return False
    overlap = len(remaining & _terms(cited_block)) / len(remaining)
    return overlap >= threshold[0] / threshold[1] - 1e-9
