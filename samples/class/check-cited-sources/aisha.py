# Aisha O. - lesson 1
def solve(citations, retrieved_ids):
    retrieved = set(retrieved_ids)
    seen = set()
    out = []
    for cid in citations:
        if cid in retrieved:
            continue
        if cid in seen:
            continue
        seen.add(cid)
        out.append(cid)
    return out
