"""Splits texts on whitespace only, so "log," and "log" are different terms."""
# trips: punctuation-and-underscores


def solve(sentence: str, cited_block: str, blocks: list[str], threshold: float) -> bool:
    words = set(sentence.lower().split())
    block_words = [set(block.lower().split()) for block in blocks]
    remaining = set()
    for w in words:
        count = sum(1 for bw in block_words if w in bw)
        if count * 2 <= len(blocks):
            remaining.add(w)
    if not remaining:
        return False
    cited = set(cited_block.lower().split())
    return len(remaining & cited) / len(remaining) >= threshold
