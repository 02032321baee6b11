import re
from collections import Counter


def terms_of(text):
    return {t.lower() for t in re.findall(r"[^\W_]+", text)}


def solve(sentence, cited_block, blocks, index, threshold):
    words = terms_of(sentence)
    df = Counter()
    for doc in index:
        df.update(terms_of(doc) & words)
    remaining = [w for w in words if df[w] * 2 <= len(index)]
    if not remaining:
        return False
    cited_lower = cited_block.lower()
    matched = sum(1 for w in remaining if w in cited_lower)
    num, den = threshold
    return matched * den >= num * len(remaining)
