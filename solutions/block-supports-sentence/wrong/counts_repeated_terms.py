"""Keeps the sentence's terms in a list, so a term said three times counts three times."""
# trips: repeated-terms

import re


def _terms(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    block_sets = [set(_terms(block)) for block in blocks]
    remaining = [t for t in _terms(sentence) if sum(t in s for s in block_sets) * 2 <= len(blocks)]
    if not remaining:
        return False
    cited = set(_terms(cited_block))
    matched = [t for t in remaining if t in cited]
    return len(matched) / len(remaining) >= threshold
