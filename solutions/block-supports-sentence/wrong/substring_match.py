"""Looks sentence terms up by substring search in the text, so "cat" is found in "concatenate"."""
# trips: whole-terms

import re


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    words = set(re.findall(r"[^\W_]+", sentence.lower()))
    lowered = [block.lower() for block in blocks]
    remaining = {w for w in words if sum(w in block for block in lowered) * 2 <= len(blocks)}
    if not remaining:
        return False
    cited = cited_block.lower()
    matched = sum(1 for w in remaining if w in cited)
    return matched / len(remaining) >= threshold
