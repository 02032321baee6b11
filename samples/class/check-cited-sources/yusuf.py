def solve(citations, retrieved_ids):
    first = citations[0]  # start from the first citation
    known = set(retrieved_ids)
    out = [] if first in known else [first]
    for c in citations[1:]:
        if c not in known and c not in out:
            out.append(c)
    return out
