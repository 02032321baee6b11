def solve(citations, retrieved_ids):
    # sort both lists first so equal ids sit next to each other
    citations.sort()
    retrieved = set(retrieved_ids)
    result = []
    for c in citations:
        if c not in retrieved and (not result or result[-1] != c):
            result.append(c)
    return result
