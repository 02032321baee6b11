def solve(citations, retrieved_ids):
    # mark retrieved ids as already "seen" so they are never reported
    seen = set(retrieved_ids)
    result = []
    for c in citations:
        if c not in seen:
            result.append(c)
            seen.add(c)
    return result
