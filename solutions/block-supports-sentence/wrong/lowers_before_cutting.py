"""Lower-cases the whole text before cutting it, so "İzmir" falls apart at the dot lower() adds."""
# trips: lower-after-cutting

import re
import unicodedata

TERM = re.compile(r"[^\W_]+")


def _terms(text: str) -> set[str]:
    return set(TERM.findall(unicodedata.normalize("NFC", text).lower()))


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    wanted = _terms(sentence)
    counts = dict.fromkeys(wanted, 0)
    for document in index:
        for term in _terms(document) & wanted:
            counts[term] += 1
    remaining = {term for term in wanted if counts[term] * 2 <= len(index)}
    if not remaining:
        return False
    numerator, denominator = threshold
    return len(remaining & _terms(cited_block)) * denominator >= numerator * len(remaining)
