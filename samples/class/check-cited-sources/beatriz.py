def solve(citations, retrieved_ids)
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
