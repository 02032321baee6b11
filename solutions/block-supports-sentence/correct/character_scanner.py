"""Scans characters one by one to cut out terms, counts documents in a plain dict, and divides:
for fractions of whole numbers this small, float division orders them exactly."""
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


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    sentence_terms = _terms(sentence)
    counts = {term: 0 for term in sentence_terms}
    for document in index:
        for term in _terms(document):
            if term in counts:
                counts[term] += 1
    remaining = [term for term, count in counts.items() if 2 * count <= len(index)]
    if len(remaining) == 0:
        return False
    cited_terms = _terms(cited_block)
    matched = 0
    for term in remaining:
        if term in cited_terms:
            matched += 1
    numerator, denominator = threshold
    return matched / len(remaining) >= numerator / denominator
