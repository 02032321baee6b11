"""Stores retrieved ids as attributes of a namespace and tests citations with hasattr."""
# trips: builtin-names

from types import SimpleNamespace


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = SimpleNamespace(**{r: True for r in retrieved_ids})
    result: list[str] = []
    seen: set[str] = set()
    for c in citations:
        if not hasattr(known, c) and c not in seen:
            seen.add(c)
            result.append(c)
    return result
