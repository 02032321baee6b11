from collections import Counter


def solve(citations, retrieved_ids):
    remaining = Counter(citations) - Counter(retrieved_ids)
    return list(remaining)
