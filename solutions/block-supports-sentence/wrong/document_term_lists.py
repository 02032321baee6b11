"""Keeps each document's terms in a list and asks every list about every sentence term."""
# trips: scales-linearly only

import re
import unicodedata


def _term_list(text: str) -> list[str]:
    return [run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))]


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    document_terms = [_term_list(document) for document in index]
    remaining = []
    for term in _term_list(sentence):
        if term in remaining:
            continue
        holding = sum(1 for terms in document_terms if term in terms)
        if holding * 2 <= len(index):
            remaining.append(term)
    if not remaining:
        return False
    cited = _term_list(cited_block)
    matched = sum(1 for term in remaining if term in cited)
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)
