"""Amira -- citation recall / precision (ALCE style).

Per sentence: which listed sets fit inside what it cites. Precise = a way by
itself, or in every way (leave it out and no way is left).
"""
from math import gcd


def frac(a, b):
    if b == 0:
        return None
    g = gcd(a, b)
    return (a // g, b // g)


def solve(citations, supports, block_count):
    recalled = 0
    precise = 0
    n_cites = 0
    for nums, table in zip(citations, supports):
        cited = set(nums)
        n_cites += len(cited)
        real = {x for x in cited if 1 <= x <= block_count}
        fits = [set(t) for t in table if set(t) <= real]
        if not fits:
            continue
        recalled += 1
        singles = {b for f in fits if len(f) == 1 for b in f}
        in_all = set.intersection(*fits)
        precise += len(singles | in_all)
    return {"recall": frac(recalled, len(citations)), "precision": frac(precise, n_cites)}
