"""Counts how common a term is over the handed-out blocks, not the index they came from."""
# trips: one-block

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
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(blocks)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
