def solve(citations, retrieved_ids):
    return [c for c in citations if c not in retrieved_ids]
