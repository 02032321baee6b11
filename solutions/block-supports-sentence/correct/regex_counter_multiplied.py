"""Finds terms with a regular expression, counts blocks with a Counter, compares by multiplying."""
# trips: nothing

import re
import unicodedata
from collections import Counter

TERM = re.compile(r"[^\W_]+")  # \w without the underscore: exactly the characters isalnum() accepts


def _terms(text: str) -> set[str]:
    return {run.lower() for run in TERM.findall(unicodedata.normalize("NFC", text))}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    in_blocks = Counter(term for block in blocks for term in _terms(block))
    remaining = {term for term in _terms(sentence) if in_blocks[term] * 2 <= len(blocks)}
    if not remaining:
        return False
    matched = len(remaining & _terms(cited_block))
    return matched >= threshold * len(remaining)
