"""Takes terms to be runs of a-z and 0-9, missing accented letters, other scripts, wide digits."""
# trips: unicode-terms

import re
from collections import Counter

TERM = re.compile(r"[a-z0-9]+")


def _terms(text: str) -> set[str]:
    return set(TERM.findall(text.lower()))


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    frequency = Counter(term for document in index for term in _terms(document))
    remaining = {t for t in _terms(sentence) if frequency[t] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
