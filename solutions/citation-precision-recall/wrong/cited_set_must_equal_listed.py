"""Recalls a sentence only when it cites exactly one listed set, nothing more and nothing less."""
# trips: contains-listed-set

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
        if any(set(way) == evidence for way in listed):
            recalled += 1
            precise += len(evidence)
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
