"""Follows ALCE's code on a number never handed out: the sentence fails and its citations
leave the precision count, so a made-up number hides an unsupported sentence's citations."""
# trips: out-of-range-citation

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
        if any(not 1 <= n <= block_count for n in cited):
            continue
        total += len(cited)
        ways = [set(way) for way in listed if set(way) <= cited]
        if ways:
            recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise += len(alone | set.intersection(*ways))
    return {"recall": _fraction(recalled, len(citations)), "precision": _fraction(precise, total)}
