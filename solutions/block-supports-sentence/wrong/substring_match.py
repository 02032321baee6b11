"""Looks sentence terms up by substring search in the text, so "cat" is found in "concatenate"."""
# trips: whole-terms

import re


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    words = set(re.findall(r"[^\W_]+", sentence.lower()))
    lowered = [document.lower() for document in index]
    remaining = {w for w in words if sum(w in document for document in lowered) * 2 <= len(index)}
    if not remaining:
        return False
    cited = cited_block.lower()
    matched = sum(1 for w in remaining if w in cited)
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)
