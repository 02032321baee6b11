"""Splits every document again for each sentence term it counts, which is quadratic in the input."""
# trips: scales-linearly only

import re
import unicodedata


def _terms(text: str) -> set[str]:
    return {run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    remaining = set()
    for term in _terms(sentence):
        holding = sum(1 for document in index if term in _terms(document))
        if holding * 2 <= len(index):
            remaining.add(term)
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
