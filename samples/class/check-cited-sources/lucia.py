def solve(citations, retrieved_ids):
    unknown = {c for c in citations if c not in set(retrieved_ids)}
    return sorted(unknown)  # sorted so the output is stable
