from citation_helpers import unique_in_order


def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    return [c for c in unique_in_order(citations) if c not in known]
