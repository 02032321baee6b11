"""Keeps the tallies in a module-level dict, so every call adds to the last one's counts."""
# trips: independent-calls

from math import gcd

TALLY = {"recalled": 0, "sentences": 0, "precise": 0, "citations": 0}


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
    for numbers, listed in zip(citations, supports):
        cited = set(numbers)
        evidence = {n for n in cited if 1 <= n <= block_count}
        TALLY["sentences"] += 1
        TALLY["citations"] += len(cited)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            TALLY["recalled"] += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            TALLY["precise"] += len(alone | set.intersection(*ways))
    return {
        "recall": _fraction(TALLY["recalled"], TALLY["sentences"]),
        "precision": _fraction(TALLY["precise"], TALLY["citations"]),
    }
