"""Divides recall by the sentences that cite something, so uncited sentences vanish from it."""
# trips: uncited-sentence

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
    recalled = precise = total = cited_sentences = 0
    for numbers, listed in zip(citations, supports):
        cited = set(numbers)
        if not cited:
            continue  # nothing to judge, so it is left out
        cited_sentences += 1
        evidence = {n for n in cited if 1 <= n <= block_count}
        total += len(cited)
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            precise += len(alone | set.intersection(*ways))
    if not citations:
        return {"recall": None, "precision": None}
    return {
        "recall": _fraction(recalled, cited_sentences) or (0, 1),
        "precision": _fraction(precise, total),
    }
