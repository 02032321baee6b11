def solve(citations, retrieved_ids):
    """Ids should match regardless of capitalisation (Doc1 == doc1)."""
    retrieved = {r.lower() for r in retrieved_ids}
    out = []
    for c in citations:
        if c.lower() not in retrieved and c not in out:
            out.append(c)
    return out
