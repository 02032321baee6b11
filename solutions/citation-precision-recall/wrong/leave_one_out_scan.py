"""Asks the table about every citation twice (alone, and left out), as ALCE asks its model."""
# trips: scales-linearly only

from math import gcd


def _supports(blocks: set[int], listed: list[list[int]]) -> bool:
    return any(set(way) <= blocks for way in listed)


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
        if not _supports(evidence, listed):
            continue
        recalled += 1
        for block in evidence:
            if _supports({block}, listed) or not _supports(evidence - {block}, listed):
                precise += 1
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
