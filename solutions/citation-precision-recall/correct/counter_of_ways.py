"""Counts, with a Counter, how many ways of support use each block: a block every way uses
is needed."""
# trips: nothing

from collections import Counter
from math import gcd


def _reduced(numerator: int, denominator: int) -> tuple[int, int] | None:
    if not denominator:
        return None
    divisor = gcd(numerator, denominator)
    return numerator // divisor, denominator // divisor


def solve(
    citations: list[list[int]],
    supports: list[list[list[int]]],
    block_count: int,
) -> dict[str, tuple[int, int] | None]:
    sentences_backed = 0
    good = 0
    counted = 0
    for cited, table in zip(citations, supports):
        distinct = set(cited)
        counted += len(distinct)
        handed_out = {number for number in distinct if 0 < number <= block_count}
        fitting = [set(entry) for entry in table if handed_out.issuperset(entry)]
        if not fitting:
            continue
        sentences_backed += 1
        uses = Counter(block for entry in fitting for block in entry)
        singles = {next(iter(entry)) for entry in fitting if len(entry) == 1}
        good += sum(1 for block in handed_out if block in singles or uses[block] == len(fitting))
    return {
        "recall": _reduced(sentences_backed, len(citations)),
        "precision": _reduced(good, counted),
    }
