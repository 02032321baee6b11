"""Blanks out every character that is not a letter or digit, then splits on whitespace."""
# trips: nothing

import unicodedata
from collections import Counter
from itertools import chain


def _terms(text: str) -> frozenset[str]:
    composed = unicodedata.normalize("NFC", text)
    blanked = "".join(char if char.isalnum() else " " for char in composed)
    return frozenset(blanked.lower().split())


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    wanted = _terms(sentence)
    common_at = len(blocks) / 2
    in_blocks = Counter(chain.from_iterable(_terms(block) & wanted for block in blocks))
    remaining = frozenset(term for term in wanted if in_blocks[term] <= common_at)
    return bool(remaining) and len(remaining & _terms(cited_block)) / len(remaining) >= threshold
