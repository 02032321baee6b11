"""Keeps each block's terms in a list and asks every list about every sentence term."""
# trips: scales-linearly only

import re


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    block_terms = [re.findall(r"[^\W_]+", block.lower()) for block in blocks]
    remaining = []
    for term in re.findall(r"[^\W_]+", sentence.lower()):
        if term in remaining:
            continue
        holding = sum(1 for terms in block_terms if term in terms)
        if holding * 2 <= len(blocks):
            remaining.append(term)
    if not remaining:
        return False
    cited = re.findall(r"[^\W_]+", cited_block.lower())
    matched = sum(1 for term in remaining if term in cited)
    return matched / len(remaining) >= threshold
