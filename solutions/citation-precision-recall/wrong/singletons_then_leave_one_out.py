"""Finds the blocks that support alone in one pass, but still asks the whole table again for
every citation it leaves out."""
# trips: scales-linearly only

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
        ways = [frozenset(way) for way in listed]
        if not any(way <= evidence for way in ways):
            continue
        recalled += 1
        alone = {b for way in ways if len(way) == 1 for b in way}
        for block in evidence:
            rest = evidence - {block}
            if block in alone or not any(way <= rest for way in ways):
                precise += 1
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
