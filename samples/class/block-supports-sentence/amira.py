"""Amira -- cited block vs. sentence, with the 'too common' terms dropped first."""
import re
from collections import Counter

TERM_RE = re.compile(r"[^\W_]+")


def _term_set(text):
    return {m.group().lower() for m in TERM_RE.finditer(text)}


def solve(sentence, cited_block, blocks, threshold):
    sentence_terms = _term_set(sentence)

    doc_freq = Counter()
    for block in blocks:
        doc_freq.update(_term_set(block) & sentence_terms)

    # a term in half of the blocks or more tells us nothing about which block it came from
    half = len(blocks) / 2
    common = {term for term, n in doc_freq.items() if n >= half}
    remaining = sentence_terms - common
    if not remaining:
        return False

    matched = len(remaining & _term_set(cited_block))
    return matched / len(remaining) >= threshold
