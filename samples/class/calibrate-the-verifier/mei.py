"""Mei: calibrate the verifier. For every score I recount precision over all examples."""
from math import gcd


def as_fraction(num, den):
    if den == 0:
        return None
    g = gcd(num, den)
    return (num // g, den // g)


def precision_at(scored, t):
    passed = [ok for score, ok in scored if score >= t]
    return sum(passed), len(passed)


def solve(scored, questions, threshold, target):
    hits, passed = precision_at(scored, threshold)
    supported = sum(1 for _, ok in scored if ok)
    missed = supported - hits
    wrong = passed - hits

    chosen = None
    for t in sorted({score for score, _ in scored}):
        h, p = precision_at(scored, t)
        if h * target[1] >= target[0] * p:
            chosen = t
            break

    answerable = [refused for can, refused in questions if can]
    unanswerable = [not refused for can, refused in questions if not can]
    return {
        "precision": as_fraction(hits, passed),
        "recall": as_fraction(hits, supported),
        "f1": as_fraction(2 * hits, 2 * hits + wrong + missed),
        "chosen_threshold": chosen,
        "over_refusal": as_fraction(sum(answerable), len(answerable)),
        "under_refusal": as_fraction(sum(unanswerable), len(unanswerable)),
    }
