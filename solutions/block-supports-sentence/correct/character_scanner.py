"""Scans characters one by one to cut out terms, and counts blocks in a plain dict."""
# trips: nothing

from unicodedata import normalize


def _terms(text: str) -> set[str]:
    text = normalize("NFC", text)
    found: set[str] = set()
    start = None
    for i, char in enumerate(text):
        if char.isalnum():
            if start is None:
                start = i
        elif start is not None:
            found.add(text[start:i].lower())
            start = None
    if start is not None:
        found.add(text[start:].lower())
    return found


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    sentence_terms = _terms(sentence)
    counts = {term: 0 for term in sentence_terms}
    for block in blocks:
        for term in _terms(block):
            if term in counts:
                counts[term] += 1
    remaining = [term for term, count in counts.items() if 2 * count <= len(blocks)]
    if len(remaining) == 0:
        return False
    cited_terms = _terms(cited_block)
    matched = 0
    for term in remaining:
        if term in cited_terms:
            matched += 1
    overlap = matched / len(remaining)
    return overlap >= threshold
