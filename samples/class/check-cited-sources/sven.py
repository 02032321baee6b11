reported = set()


def solve(citations, retrieved_ids):
    known = set(retrieved_ids)
    new_ids = []
    for c in citations:
        if c not in known and c not in reported:
            reported.add(c)
            new_ids.append(c)
    return new_ids
