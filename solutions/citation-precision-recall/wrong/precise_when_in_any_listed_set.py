"""Counts a citation precise when its block appears in some listed set the citations contain,
which is relevance, not necessity: of two complete pairs, every block looks precise."""
# trips: two-ways-to-support

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
        cited = set(numbers)
        evidence = {n for n in cited if 1 <= n <= block_count}
        total += len(cited)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            recalled += 1
            precise += len(set().union(*ways))
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
