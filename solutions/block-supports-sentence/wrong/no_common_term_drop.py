"""Measures the overlap over every sentence term and never drops the common ones."""
# trips: example-2

import re


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    words = set(re.findall(r"[^\W_]+", sentence.lower()))
    if not words:
        return False
    cited = set(re.findall(r"[^\W_]+", cited_block.lower()))
    numerator, denominator = threshold
    return len(words & cited) * denominator >= numerator * len(words)
