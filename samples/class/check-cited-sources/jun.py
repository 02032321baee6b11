def solve(citations, retrieved_ids):
    print("citations:", len(citations), "retrieved:", len(retrieved_ids))
    lookup = {doc: True for doc in retrieved_ids}
    result, reported = [], {}
    for cited in citations:
        if lookup.get(cited) or reported.get(cited):
            continue
        reported[cited] = True
        result.append(cited)
    print("unknown:", result[:5])
    return result
