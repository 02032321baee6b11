from collections import OrderedDict


def solve(citations, retrieved_ids):
    """Unknown citations in the order they were first cited."""
    known = frozenset(retrieved_ids)
    unknown = OrderedDict()
    for citation in citations:
        if citation not in known:
            unknown.setdefault(citation, True)
    return list(unknown)
