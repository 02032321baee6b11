"""Computes F1 from precision and recall, so it is undefined whenever either one is."""
# trips: f1-from-counts

from math import gcd


def fraction(top, bottom):
    if bottom == 0:
        return None
    common = gcd(top, bottom)
    return top // common, bottom // common


def solve(scored, questions, threshold, target):
    tp = fp = fn = 0
    for score, supported in scored:
        if score >= threshold:
            if supported:
                tp += 1
            else:
                fp += 1
        elif supported:
            fn += 1

    groups = {}
    for score, supported in scored:
        yes, no = groups.get(score, (0, 0))
        groups[score] = (yes + 1, no) if supported else (yes, no + 1)
    chosen = None
    yes_above = no_above = 0
    for score in sorted(groups, reverse=True):
        yes_above += groups[score][0]
        no_above += groups[score][1]
        if yes_above * target[1] >= target[0] * (yes_above + no_above):
            chosen = score

    answerable = [refused for can_answer, refused in questions if can_answer]
    unanswerable = [not refused for can_answer, refused in questions if not can_answer]
    precision, recall = fraction(tp, tp + fp), fraction(tp, tp + fn)
    f1 = None
    if precision and recall and precision[0] and recall[0]:
        top = 2 * precision[0] * recall[0]
        bottom = precision[0] * recall[1] + recall[0] * precision[1]
        f1 = fraction(top, bottom)
    return {
        "precision": precision,
        "recall": recall,
        "f1": f1,
        "chosen_threshold": chosen,
        "over_refusal": fraction(sum(answerable), len(answerable)),
        "under_refusal": fraction(sum(unanswerable), len(unanswerable)),
    }
