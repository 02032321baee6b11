"""De-duplicates and sorts each sentence's citations in the caller's own lists."""
# trips: arguments-unchanged

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
        numbers[:] = sorted(set(numbers))
        evidence = {n for n in numbers if 1 <= n <= block_count}
        total += len(numbers)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise += len(alone | set.intersection(*ways))
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
