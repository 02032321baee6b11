def solve(citations, retrieved_ids):
    return list(set(citations).difference(retrieved_ids))
