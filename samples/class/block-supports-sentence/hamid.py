"""Hamid - block supports sentence.

NFC first, then tokenise by turning every non-alphanumeric character into a
space and splitting, then lower-case each piece. Document frequencies over the
index with a Counter, the threshold as a Fraction.
"""
import unicodedata
from collections import Counter
from fractions import Fraction


def tokens(text: str) -> set[str]:
    text = unicodedata.normalize("NFC", text)
    spaced = "".join(c if c.isalnum() else " " for c in text)
    return {piece.lower() for piece in spaced.split()}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    sentence_terms = tokens(sentence)
    doc_freq = Counter()
    for doc in index:
        doc_freq.update(tokens(doc) & sentence_terms)

    too_common = {t for t, n in doc_freq.items() if n * 2 > len(index)}
    distinctive = sentence_terms - too_common
    if len(distinctive) == 0:
        return False

    overlap = Fraction(len(distinctive & tokens(cited_block)), len(distinctive))
    return overlap >= Fraction(*threshold)
