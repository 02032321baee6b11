"""Keeps the four counts in a small dataclass and adds one sentence's verdict at a time."""
# trips: nothing

from dataclasses import dataclass
from math import gcd


@dataclass
class Tally:
    sentences: int = 0
    recalled: int = 0
    citations: int = 0
    precise: int = 0

    def add(self, numbers: list[int], listed: list[list[int]], block_count: int) -> None:
        cited = set(numbers)
        self.sentences += 1
        self.citations += len(cited)
        evidence = {n for n in cited if 1 <= n <= block_count}
        ways = [set(way) for way in listed if set(way) <= evidence]
        if ways:
            self.recalled += 1
            alone = {b for way in ways if len(way) == 1 for b in way}
            self.precise += len(alone | set.intersection(*ways))


def _share(part: int, whole: int) -> tuple[int, int] | None:
    if whole == 0:
        return None
    g = gcd(part, whole)
    return part // g, whole // g


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    tally = Tally()
    for numbers, listed in zip(citations, supports):
        tally.add(numbers, listed, block_count)
    return {
        "recall": _share(tally.recalled, tally.sentences),
        "precision": _share(tally.precise, tally.citations),
    }
