"""Averages each sentence's precision instead of pooling the citations, so a sentence with one
citation weighs as much as one with three."""
# trips: example-1

from fractions import Fraction


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    recalled = 0
    shares: list[Fraction] = []
    for numbers, listed in zip(citations, supports):
        cited = set(numbers)
        evidence = {n for n in cited if 1 <= n <= block_count}
        ways = [set(way) for way in listed if set(way) <= evidence]
        precise = 0
        if ways:
            recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise = len(alone | set.intersection(*ways))
        if cited:
            shares.append(Fraction(precise, len(cited)))
    recall = Fraction(recalled, len(citations)) if citations else None
    precision = sum(shares, Fraction(0)) / len(shares) if shares else None
    return {
        "recall": None if recall is None else (recall.numerator, recall.denominator),
        "precision": None if precision is None else (precision.numerator, precision.denominator),
    }
