"""Counts every marker, as ALCE's code does, so [1][1] is two precise citations."""
# trips: repeated-citation-once

from math import gcd


def _fraction(numerator: int, denominator: int) -> tuple[int, int] | None:
    if denominator == 0:
        return None
    common = gcd(numerator, denominator)
    return numerator // common, denominator // common


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    recalled = precise = total = 0
    for numbers, listed in zip(citations, supports):
        evidence = {n for n in numbers if 1 <= n <= block_count}
        total += len(numbers)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            recalled += 1
            keep = {b for way in ways if len(way) == 1 for b in way} | set.intersection(*ways)
            precise += sum(1 for n in numbers if n in keep)
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
