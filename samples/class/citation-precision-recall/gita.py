# Gita -- precision only over the sentences that are actually supported
from fractions import Fraction


def as_pair(x):
    return None if x is None else (x.numerator, x.denominator)


def solve(citations, supports, block_count):
    supported = 0
    precise = 0
    judged = 0
    for nums, table in zip(citations, supports):
        real = {x for x in set(nums) if 1 <= x <= block_count}
        ways = [set(w) for w in table if set(w) <= real]
        if not ways:
            continue  # nothing supported here, so no citation to judge
        supported += 1
        judged += len(set(nums))
        singles = {b for w in ways if len(w) == 1 for b in w}
        precise += len(singles | set.intersection(*ways))
    recall = Fraction(supported, len(citations)) if citations else None
    precision = Fraction(precise, judged) if judged else None
    return {"recall": as_pair(recall), "precision": as_pair(precision)}
