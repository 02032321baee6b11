def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    result = []
    for c in citations:
        if c not in known and c not in result:
            result.append(c)
    if not result:
        return None  # nothing to report
    return result
