"""Cuts terms from the text as typed, so "é" as one character and as "e" plus an accent differ."""
# trips: nfc-first

from itertools import groupby


def _terms(text: str) -> set[str]:
    return {"".join(run).lower() for is_term, run in groupby(text, str.isalnum) if is_term}


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
