"""Keeps the supported and the unsupported scores in two sorted lists and counts the examples
at or above each candidate with bisect, walking the candidates from the lowest up."""
# trips: nothing

from bisect import bisect_left
from dataclasses import dataclass
from math import gcd


@dataclass(frozen=True)
class Rate:
    hits: int
    total: int

    def pair(self):
        if self.total == 0:
            return None
        g = gcd(self.hits, self.total)
        return (self.hits // g, self.total // g)


def at_or_above(sorted_scores, threshold):
    return len(sorted_scores) - bisect_left(sorted_scores, threshold)


def solve(scored, questions, threshold, target):
    good = sorted(score for score, supported in scored if supported)
    bad = sorted(score for score, supported in scored if not supported)
    tp, fp = at_or_above(good, threshold), at_or_above(bad, threshold)
    fn = len(good) - tp

    chosen = None
    for candidate in sorted({score for score, _ in scored}):
        hits, misses = at_or_above(good, candidate), at_or_above(bad, candidate)
        if hits * target[1] >= target[0] * (hits + misses):
            chosen = candidate
            break  # walking upwards, the first score that meets the target is the smallest

    answerable = [q for q in questions if q[0]]
    unanswerable = [q for q in questions if not q[0]]
    return {
        "precision": Rate(tp, tp + fp).pair(),
        "recall": Rate(tp, tp + fn).pair(),
        "f1": Rate(2 * tp, 2 * tp + fp + fn).pair(),
        "chosen_threshold": chosen,
        "over_refusal": Rate(sum(1 for q in answerable if q[1]), len(answerable)).pair(),
        "under_refusal": Rate(sum(1 for q in unanswerable if not q[1]), len(unanswerable)).pair(),
    }
