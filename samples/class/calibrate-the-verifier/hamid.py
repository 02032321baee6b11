"""Hamid - verifier calibration.

Predict supported when the score is above the threshold, sweep the thresholds
from the top.
"""
from math import gcd


def frac(a, b):
    if b == 0:
        return None
    g = gcd(a, b)
    return (a // g, b // g)


def solve(scored, questions, threshold, target):
    tp = fp = fn = 0
    for score, supported in scored:
        predicted = score > threshold
        if predicted and supported:
            tp += 1
        elif predicted:
            fp += 1
        elif supported:
            fn += 1

    groups = {}
    for score, supported in scored:
        yes, no = groups.get(score, (0, 0))
        groups[score] = (yes + supported, no + (not supported))
    chosen = None
    yes = no = 0
    for score in sorted(groups, reverse=True):
        yes += groups[score][0]
        no += groups[score][1]
        if yes * target[1] >= target[0] * (yes + no):
            chosen = score

    answerable = [q for q in questions if q[0]]
    unanswerable = [q for q in questions if not q[0]]
    return {
        "precision": frac(tp, tp + fp),
        "recall": frac(tp, tp + fn),
        "f1": frac(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": chosen,
        "over_refusal": frac(sum(1 for q in answerable if q[1]), len(answerable)),
        "under_refusal": frac(sum(1 for q in unanswerable if not q[1]), len(unanswerable)),
    }
