"""Takes a sentence as supported when any cited block belongs to a listed set, though it holds
only part of the evidence."""
# trips: joint-support

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
        relevant = {block for way in listed for block in way}
        useful = evidence & relevant
        if useful:
            recalled += 1
            precise += len(useful)
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
