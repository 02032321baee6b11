def solve(citations, retrieved_ids):
    # set difference gives exactly the ids that were never retrieved
    return list(set(citations) - set(retrieved_ids))
