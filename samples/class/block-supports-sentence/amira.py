"""Amira -- cited block vs. sentence, with the 'too common' terms dropped first."""
import re
from collections import Counter

TERM_RE = re.compile(r"[^\W_]+")


def _term_set(text):
    return {m.group().lower() for m in TERM_RE.finditer(text)}


def solve(sentence, cited_block, blocks, index, threshold):
    sentence_terms = _term_set(sentence)

    doc_freq = Counter()
    for doc in index:
        doc_freq.update(_term_set(doc) & sentence_terms)

    # a term in half of the index or more tells us nothing about which block it came from
    half = len(index) / 2
    common = {term for term, n in doc_freq.items() if n >= half}
    remaining = sentence_terms - common
    if not remaining:
        return False

    matched = len(remaining & _term_set(cited_block))
    num, den = threshold
    return matched * den >= num * len(remaining)
