def find_unknown_citations(citations, retrieved_ids):
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]


print(find_unknown_citations(["a", "x", "x", "y"], ["a", "b"]))
