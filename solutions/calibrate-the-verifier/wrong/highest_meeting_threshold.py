"""Reports the highest score that meets the target, the safest one, not the smallest."""
# trips: smallest-meeting-threshold

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
            chosen = score if chosen is None else chosen

    answerable = [refused for can_answer, refused in questions if can_answer]
    unanswerable = [not refused for can_answer, refused in questions if not can_answer]
    return {
        "precision": fraction(tp, tp + fp),
        "recall": fraction(tp, tp + fn),
        "f1": fraction(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": chosen,
        "over_refusal": fraction(sum(answerable), len(answerable)),
        "under_refusal": fraction(sum(unanswerable), len(unanswerable)),
    }
