def solve(citations, retrieved_ids):
    # second try: keep the order of first citation
    retrieved = set(retrieved_ids)
    kept = {}
    for c in citations:
        if c not in retrieved:
            kept[c] = None
    return list(kept)
