"""Drops retrieved ids with itertools.filterfalse and keeps first occurrences via dict.fromkeys."""
# trips: nothing

from itertools import filterfalse


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return list(dict.fromkeys(filterfalse(known.__contains__, citations)))
