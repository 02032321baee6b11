def solve(citations, retrieved_ids):
    missing = []
    for c in citations:
        if c not in retrieved_ids:
            if c not in missing:
                missing.append(c)
    return missing
