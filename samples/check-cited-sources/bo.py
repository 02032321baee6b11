"""Bo's answer: right ids, but sorted."""


def solve(citations, retrieved_ids):
    return sorted({c for c in citations if c not in retrieved_ids})
