def solve(citations, retrieved_ids):
    cleaned = {r.strip() for r in retrieved_ids}
    result = []
    seen = set()
    for raw in citations:
        c = raw.strip()
        if c in cleaned or c in seen:
            continue
        seen.add(c)
        result.append(c)
    return result
