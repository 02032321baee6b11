"""Records unknown citations as keys of an OrderedDict, which keeps first-appearance order."""
# trips: nothing

from collections import OrderedDict


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = frozenset(retrieved_ids)
    unknown: OrderedDict[str, None] = OrderedDict()
    for c in citations:
        if c not in known:
            unknown.setdefault(c, None)
    return list(unknown)
