"""Elena. Recall over the sentences that have citations -- an uncited sentence
has nothing to check, so I leave it out."""
from math import gcd


def _f(a, b):
    if not b:
        return None
    g = gcd(a, b)
    return a // g, b // g


def solve(citations, supports, block_count):
    checked = recalled = precise = total = 0
    for nums, table in zip(citations, supports):
        if not nums:
            continue
        checked += 1
        cited = set(nums)
        total += len(cited)
        real = {x for x in cited if 0 < x <= block_count}
        ways = [set(w) for w in table if set(w) <= real]
        if ways:
            recalled += 1
            precise += len({b for w in ways if len(w) == 1 for b in w} | set.intersection(*ways))
    if not citations:
        return {"recall": None, "precision": None}
    return {"recall": _f(recalled, checked) or (0, 1), "precision": _f(precise, total)}
