"""Reference solution for the lesson "Does the cited block support the sentence?"."""

import unicodedata
from itertools import groupby


def _terms(text: str) -> set[str]:
    """The distinct terms of a text: maximal runs of letters and digits, each lower-cased."""
    # 1. Compose accents first (NFC), so that "é" typed as one character or as "e" plus an
    #    accent is the same term. Then group neighbouring characters by whether they are
    #    letters or digits; keep the runs that are, and lower-case each run only after it has
    #    been cut out.
    text = unicodedata.normalize("NFC", text)
    return {"".join(run).lower() for is_term, run in groupby(text, key=str.isalnum) if is_term}


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    """Whether enough of the sentence's distinctive terms occur in the cited block."""
    wanted = _terms(sentence)
    # 2. Count, for every sentence term, how many blocks contain it. Each block is split once
    #    and counts once per term, however often it repeats that term.
    blocks_with = dict.fromkeys(wanted, 0)
    for block in blocks:
        for term in _terms(block) & wanted:
            blocks_with[term] += 1
    # 3. A term found in more than half of the blocks says nothing about any one block: drop it.
    remaining = {term for term in wanted if blocks_with[term] * 2 <= len(blocks)}
    # 4. With nothing distinctive left there is nothing to check, so the sentence fails.
    if not remaining:
        return False
    # 5. The overlap is the share of the remaining terms that the cited block contains.
    matched = len(remaining & _terms(cited_block))
    return matched / len(remaining) >= threshold
