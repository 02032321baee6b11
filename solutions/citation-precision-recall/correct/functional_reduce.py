"""A functional style: each sentence judged by a pure function, the ways intersected with
functools.reduce, the totals added with sum."""
# trips: nothing

from functools import reduce
from math import gcd
from operator import and_


def _judge(cited: frozenset[int], listed: list[list[int]], block_count: int) -> tuple[int, int]:
    """(1 if recalled else 0, precise citations) for one sentence."""
    real = frozenset(n for n in cited if 1 <= n <= block_count)
    ways = [frozenset(way) for way in listed if real.issuperset(way)]
    if not ways:
        return 0, 0
    alone = frozenset(b for way in ways if len(way) == 1 for b in way)
    return 1, len(alone | reduce(and_, ways))


def _fraction(top: int, bottom: int) -> tuple[int, int] | None:
    return None if bottom == 0 else (top // gcd(top, bottom), bottom // gcd(top, bottom))


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    cited = [frozenset(numbers) for numbers in citations]
    verdicts = [_judge(c, listed, block_count) for c, listed in zip(cited, supports)]
    return {
        "recall": _fraction(sum(v[0] for v in verdicts), len(verdicts)),
        "precision": _fraction(sum(v[1] for v in verdicts), sum(map(len, cited))),
    }
