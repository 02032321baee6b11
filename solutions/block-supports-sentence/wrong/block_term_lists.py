"""Keeps each block's terms in a list and asks every list about every sentence term."""
# trips: scales-linearly only

import re
import unicodedata


def _term_list(text: str) -> list[str]:
    return [run.lower() for run in re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text))]


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    block_terms = [_term_list(block) for block in blocks]
    remaining = []
    for term in _term_list(sentence):
        if term in remaining:
            continue
        holding = sum(1 for terms in block_terms if term in terms)
        if holding * 2 <= len(blocks):
            remaining.append(term)
    if not remaining:
        return False
    cited = _term_list(cited_block)
    matched = sum(1 for term in remaining if term in cited)
    return matched / len(remaining) >= threshold
