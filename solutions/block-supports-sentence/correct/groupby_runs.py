"""Cuts terms with itertools.groupby on str.isalnum and keeps the document counts in a
defaultdict."""
# trips: nothing

import unicodedata
from collections import defaultdict
from itertools import groupby


def _terms(text: str) -> set[str]:
    runs = groupby(unicodedata.normalize("NFC", text), str.isalnum)
    return {"".join(run).lower() for is_term, run in runs if is_term}


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    holding: defaultdict[str, int] = defaultdict(int)
    for document in index:
        for term in _terms(document):
            holding[term] += 1
    remaining = {t for t in _terms(sentence) if holding.get(t, 0) * 2 <= len(index)}
    if not remaining:
        return False
    cited = _terms(cited_block)
    found = sum(1 for t in remaining if t in cited)
    at_least, out_of = threshold
    return found * out_of >= at_least * len(remaining)
