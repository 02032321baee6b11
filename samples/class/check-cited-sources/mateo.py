def solve(citations, retrieved_ids):
    retrieved = set(retrieved_ids)
    return [c for c in citations if c not in retrieved]
