"""Splits each block once into a set, but then asks every block about every sentence term."""
# trips: scales-linearly only

import re
import unicodedata


def _terms(text: str) -> set[str]:
    return {run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    block_sets = [_terms(block) for block in blocks]
    remaining = {
        term
        for term in _terms(sentence)
        if sum(term in terms for terms in block_sets) * 2 <= len(blocks)
    }
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
