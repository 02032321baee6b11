"""Finds terms with a regular expression, counts documents with a Counter, and compares in whole
numbers by multiplying out both fractions."""
# trips: nothing

import re
import unicodedata
from collections import Counter

TERM = re.compile(r"[^\W_]+")  # \w without the underscore: exactly the characters isalnum() accepts


def _terms(text: str) -> set[str]:
    return {run.lower() for run in TERM.findall(unicodedata.normalize("NFC", text))}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    in_index = Counter(term for document in index for term in _terms(document))
    remaining = {term for term in _terms(sentence) if in_index[term] * 2 <= len(index)}
    if not remaining:
        return False
    matched = len(remaining & _terms(cited_block))
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)
