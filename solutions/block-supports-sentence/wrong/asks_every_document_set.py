"""Splits each document once into a set, but then asks every document about every sentence term."""
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
    document_sets = [_terms(document) for document in index]
    remaining = {
        term
        for term in _terms(sentence)
        if sum(term in terms for terms in document_sets) * 2 <= len(index)
    }
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
