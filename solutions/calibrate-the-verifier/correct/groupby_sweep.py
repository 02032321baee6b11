"""Sorts a copy of the examples from the highest score down and sweeps it, one group of equal
scores at a time, with itertools.groupby."""
# trips: nothing

from itertools import groupby
from math import gcd


def reduced(numerator, denominator):
    if not denominator:
        return None
    divisor = gcd(numerator, denominator)
    return (numerator // divisor, denominator // divisor)


def pick_threshold(scored, target):
    wanted, out_of = target
    hits = seen = 0
    best = None
    ranked = sorted(scored, key=lambda pair: pair[0], reverse=True)
    for score, group in groupby(ranked, key=lambda pair: pair[0]):
        for _, supported in group:
            hits += supported
            seen += 1
        if hits * out_of >= wanted * seen:
            best = score
    return best


def solve(scored, questions, threshold, target):
    tp = sum(1 for score, supported in scored if supported and score >= threshold)
    fp = sum(1 for score, supported in scored if not supported and score >= threshold)
    fn = sum(1 for score, supported in scored if supported and score < threshold)
    over = [refused for answerable, refused in questions if answerable]
    under = [not refused for answerable, refused in questions if not answerable]
    return {
        "precision": reduced(tp, tp + fp),
        "recall": reduced(tp, tp + fn),
        "f1": reduced(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": pick_threshold(scored, target),
        "over_refusal": reduced(sum(over), len(over)),
        "under_refusal": reduced(sum(under), len(under)),
    }
