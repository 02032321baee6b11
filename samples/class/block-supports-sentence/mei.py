import re
from collections import Counter


def terms_of(text):
    return {t.lower() for t in re.findall(r"[^\W_]+", text)}


def solve(sentence, cited_block, blocks, threshold):
    words = terms_of(sentence)
    df = Counter()
    for block in blocks:
        df.update(terms_of(block) & words)
    remaining = [w for w in words if df[w] * 2 <= len(blocks)]
    if not remaining:
        return False
    cited_lower = cited_block.lower()
    matched = sum(1 for w in remaining if w in cited_lower)
    return matched / len(remaining) >= threshold
