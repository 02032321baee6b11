"""Hamid - block supports sentence.

NFC first, then tokenise by turning every non-alphanumeric character into a
space and splitting, then lower-case each piece. Document frequencies with a
Counter.
"""
import unicodedata
from collections import Counter


def tokens(text: str) -> set[str]:
    text = unicodedata.normalize("NFC", text)
    spaced = "".join(c if c.isalnum() else " " for c in text)
    return {piece.lower() for piece in spaced.split()}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    sentence_terms = tokens(sentence)
    block_freq = Counter()
    for blk in blocks:
        block_freq.update(tokens(blk) & sentence_terms)

    too_common = {t for t, n in block_freq.items() if n * 2 > len(blocks)}
    distinctive = sentence_terms - too_common
    if len(distinctive) == 0:
        return False

    overlap = len(distinctive & tokens(cited_block)) / len(distinctive)
    return overlap >= threshold
