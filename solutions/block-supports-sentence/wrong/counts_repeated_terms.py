"""Keeps the sentence's terms in a list, so a term said three times counts three times."""
# trips: repeated-terms

import re


def _terms(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    document_sets = [set(_terms(document)) for document in index]
    remaining = [
        t for t in _terms(sentence) if sum(t in d for d in document_sets) * 2 <= len(index)
    ]
    if not remaining:
        return False
    cited = set(_terms(cited_block))
    matched = [t for t in remaining if t in cited]
    numerator, denominator = threshold
    return len(matched) * denominator >= numerator * len(remaining)
