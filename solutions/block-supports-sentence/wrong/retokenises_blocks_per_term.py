"""Splits every block again for each sentence term it counts, which is quadratic in the input."""
# trips: scales-linearly only

import re
import unicodedata


def _terms(text: str) -> set[str]:
    return {run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    remaining = set()
    for term in _terms(sentence):
        holding = sum(1 for block in blocks if term in _terms(block))
        if holding * 2 <= len(blocks):
            remaining.add(term)
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
