"""Writes each block back into the caller's list in NFC form, changing the blocks it was given."""
# trips: arguments-unchanged

import unicodedata
from itertools import groupby


def _terms(text: str) -> set[str]:
    return {"".join(run).lower() for is_term, run in groupby(text, str.isalnum) if is_term}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    for i, block in enumerate(blocks):
        blocks[i] = unicodedata.normalize("NFC", block)
    wanted = _terms(unicodedata.normalize("NFC", sentence))
    counts = dict.fromkeys(wanted, 0)
    for block in blocks:
        for term in _terms(block) & wanted:
            counts[term] += 1
    remaining = {term for term in wanted if counts[term] * 2 <= len(blocks)}
    if not remaining:
        return False
    cited = _terms(unicodedata.normalize("NFC", cited_block))
    return len(remaining & cited) / len(remaining) >= threshold
