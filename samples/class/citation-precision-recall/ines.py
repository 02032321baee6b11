# Ines - Fraction does the reducing for me
from fractions import Fraction


def solve(citations, supports, block_count):
    recalled = 0
    precise = 0
    total = 0
    for nums, table in zip(citations, supports):
        cited = set(nums)
        total += len(cited)
        real = {x for x in cited if 1 <= x <= block_count}
        ways = [set(w) for w in table if set(w) <= real]
        if ways:
            recalled += 1
            precise += len({b for w in ways if len(w) == 1 for b in w} | set.intersection(*ways))
    recall = Fraction(recalled, len(citations))
    precision = Fraction(precise, total) if total else None
    return {
        "recall": (recall.numerator, recall.denominator),
        "precision": None if precision is None else (precision.numerator, precision.denominator),
    }
