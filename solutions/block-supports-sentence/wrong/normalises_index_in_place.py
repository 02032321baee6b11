"""Writes each document back into the caller's index in NFC form, changing the list it was given."""
# trips: arguments-unchanged

import unicodedata
from itertools import groupby


def _terms(text: str) -> set[str]:
    return {"".join(run).lower() for is_term, run in groupby(text, str.isalnum) if is_term}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    for i, document in enumerate(index):
        index[i] = unicodedata.normalize("NFC", document)
    wanted = _terms(unicodedata.normalize("NFC", sentence))
    counts = dict.fromkeys(wanted, 0)
    for document in index:
        for term in _terms(document) & wanted:
            counts[term] += 1
    remaining = {term for term in wanted if counts[term] * 2 <= len(index)}
    if not remaining:
        return False
    cited = _terms(unicodedata.normalize("NFC", cited_block))
    numerator, denominator = threshold
    return len(remaining & cited) * denominator >= numerator * len(remaining)
