"""Tallies (score, supported) pairs in a Counter and turns the tallies into running totals
from the highest score down with itertools.accumulate."""
# trips: nothing

from collections import Counter
from itertools import accumulate
from math import gcd


def exact(top, bottom):
    if bottom == 0:
        return None
    g = gcd(top, bottom)
    return top // g, bottom // g


def solve(scored, questions, threshold, target):
    tally = Counter(scored)
    scores = sorted({score for score, _ in scored}, reverse=True)
    supported_above = list(accumulate(tally[(s, True)] for s in scores))
    predicted_above = list(accumulate(tally[(s, True)] + tally[(s, False)] for s in scores))
    meeting = [
        score
        for score, hits, passed in zip(scores, supported_above, predicted_above)
        if hits * target[1] >= target[0] * passed
    ]

    tp = sum(n for (score, ok), n in tally.items() if ok and score >= threshold)
    fp = sum(n for (score, ok), n in tally.items() if not ok and score >= threshold)
    fn = sum(n for (score, ok), n in tally.items() if ok and score < threshold)
    asked = Counter(questions)
    answerable = asked[(True, True)] + asked[(True, False)]
    unanswerable = asked[(False, True)] + asked[(False, False)]
    return {
        "precision": exact(tp, tp + fp),
        "recall": exact(tp, tp + fn),
        "f1": exact(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": min(meeting, default=None),
        "over_refusal": exact(asked[(True, True)], answerable),
        "under_refusal": exact(asked[(False, False)], unanswerable),
    }
