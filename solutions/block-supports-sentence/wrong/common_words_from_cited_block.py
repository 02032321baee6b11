"""Treats the words the cited block repeats as the common ones, instead of counting documents."""
# trips: example-2

import re
from collections import Counter


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    cited_counts = Counter(re.findall(r"[^\W_]+", cited_block.lower()))
    words = set(re.findall(r"[^\W_]+", sentence.lower()))
    remaining = {w for w in words if cited_counts[w] <= 1}
    if not remaining:
        return False
    matched = sum(1 for w in remaining if cited_counts[w])
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)
