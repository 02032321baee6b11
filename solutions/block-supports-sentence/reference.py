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


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    """Whether enough of the sentence's distinctive terms occur in the cited block."""
    wanted = _terms(sentence)
    # 2. Count, for every sentence term, how many documents of the index contain it. The
    #    handed-out `blocks` are left out on purpose: they were retrieved because they match
    #    the question, so counted among themselves its words look common. Each document is
    #    split once and counts once per term, however often it repeats that term.
    documents_with = dict.fromkeys(wanted, 0)
    for document in index:
        for term in _terms(document) & wanted:
            documents_with[term] += 1
    # 3. A term found in more than half of the index says nothing about any one document: drop it.
    remaining = {term for term in wanted if documents_with[term] * 2 <= len(index)}
    # 4. With nothing distinctive left there is nothing to check, so the sentence fails.
    if not remaining:
        return False
    # 5. The overlap is the share of the remaining terms that the cited block contains. Compare
    #    it with the threshold in whole numbers, so that 7 of 25 at 7/25 is exactly enough.
    matched = len(remaining & _terms(cited_block))
    numerator, denominator = threshold
    return matched * denominator >= numerator * len(remaining)
