"""Counts a citation precise only when the others fail without it, forgetting the blocks that
support the sentence alone."""
# trips: each-alone-precise

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
            precise += len(set.intersection(*ways))
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
