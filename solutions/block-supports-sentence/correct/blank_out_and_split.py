"""Blanks out every character that is not a letter or digit, splits on whitespace, and compares
the overlap with the threshold as two Fractions."""
# trips: nothing

import unicodedata
from collections import Counter
from fractions import Fraction
from itertools import chain


def _terms(text: str) -> frozenset[str]:
    composed = unicodedata.normalize("NFC", text)
    blanked = "".join(char if char.isalnum() else " " for char in composed)
    return frozenset(blanked.lower().split())


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    wanted = _terms(sentence)
    common_at = Fraction(len(index), 2)
    in_index = Counter(chain.from_iterable(_terms(document) & wanted for document in index))
    remaining = frozenset(term for term in wanted if in_index[term] <= common_at)
    if not remaining:
        return False
    return Fraction(len(remaining & _terms(cited_block)), len(remaining)) >= Fraction(*threshold)
