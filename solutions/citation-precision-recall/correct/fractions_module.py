"""Lets fractions.Fraction reduce the shares; the precise blocks are those that are a way of
support by themselves or in every way."""
# trips: nothing

from fractions import Fraction


def _pair(count: int, total: int) -> tuple[int, int] | None:
    if total == 0:
        return None
    share = Fraction(count, total)
    return share.numerator, share.denominator


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    recalled = precise = total = 0
    for numbers, listed in zip(citations, supports):
        cited = set(numbers)
        total += len(cited)
        real = {n for n in cited if 1 <= n <= block_count}
        ways = [set(way) for way in listed]
        ways = [way for way in ways if way <= real]
        if not ways:
            continue
        recalled += 1
        in_every_way = set.intersection(*ways)
        alone = {block for way in ways if len(way) == 1 for block in way}
        precise += len(alone | in_every_way)
    return {"recall": _pair(recalled, len(citations)), "precision": _pair(precise, total)}
