def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    seen = set()
    for c in citations:
        if c not in known and c not in seen:
            seen.add(c)
            yield c
