"""Works out each term's share of the index by dividing, which fails when it has no documents."""
# trips: empty-index

import re
from collections import Counter


def _terms(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.lower()))


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] / len(index) <= 0.5}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
