def solve(citations, retrieved_ids):
    have = set(retrieved_ids)
    seen = set()
    result = []
    for c in citations:
        if not c:  # skip blank ids
            continue
        if c not in have and c not in seen:
            seen.add(c)
            result.append(c)
    return result
