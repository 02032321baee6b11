"""Splits texts on whitespace only, so "log," and "log" are different terms."""
# trips: punctuation-and-underscores


def solve(
    sentence: str,
    cited_block: str,
    blocks: list[str],
    index: list[str],
    threshold: tuple[int, int],
) -> bool:
    words = set(sentence.lower().split())
    document_words = [set(document.lower().split()) for document in index]
    remaining = set()
    for w in words:
        count = sum(1 for dw in document_words if w in dw)
        if count * 2 <= len(index):
            remaining.add(w)
    if not remaining:
        return False
    cited = set(cited_block.lower().split())
    numerator, denominator = threshold
    return len(remaining & cited) * denominator >= numerator * len(remaining)
