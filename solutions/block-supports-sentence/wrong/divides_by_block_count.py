"""Works out each term's share of the blocks by dividing, which fails when there are no blocks."""
# trips: no-blocks

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    frequency = Counter(term for block in blocks for term in _terms(block))
    remaining = {t for t in _terms(sentence) if frequency[t] / len(blocks) <= 0.5}
    if not remaining:
        return False
    return len(remaining & _terms(cited_block)) / len(remaining) >= threshold
