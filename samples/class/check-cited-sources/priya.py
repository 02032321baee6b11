def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    unknown = set()
    for c in citations:
        if c not in known:
            unknown.add(c)
    return unknown
