def solve(citations, retrieved_ids):
    # which retrieved documents were never cited?
    cited = set(citations)
    result = []
    for r in retrieved_ids:
        if r not in cited and r not in result:
            result.append(r)
    return result
