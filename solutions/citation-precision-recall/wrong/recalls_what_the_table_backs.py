"""Recalls every sentence some handed-out block entails, whether or not the sentence cites it."""
# trips: uncited-sentence

from fractions import Fraction


def _pair(share: Fraction) -> tuple[int, int]:
    return share.numerator, share.denominator


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
        # The table says the sentence can be backed, so it is counted as backed.
        if listed:
            recalled += 1
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise += len(alone | set.intersection(*ways))
    return {
        "recall": _pair(Fraction(recalled, len(citations))) if citations else None,
        "precision": _pair(Fraction(precise, total)) if total else None,
    }
