def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    return tuple(dict.fromkeys(c for c in citations if c not in known))
