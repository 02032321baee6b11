# Ines: precision / recall / F1, threshold search, refusal rates
from math import gcd


def reduce(n, d):
    if d == 0:
        return None
    g = gcd(n, d)
    return n // g, d // g


def solve(scored, questions, threshold, target):
    tp = len([1 for s, sup in scored if s >= threshold and sup])
    fp = len([1 for s, sup in scored if s >= threshold and not sup])
    fn = len([1 for s, sup in scored if s < threshold and sup])

    counts = {}
    for s, sup in scored:
        c = counts.setdefault(s, {"yes": 0, "no": 0})
        c["yes" if sup else "no"] += 1
    chosen, yes, no = None, 0, 0
    for s in sorted(counts, reverse=True):
        yes += counts[s]["yes"]
        no += counts[s]["no"]
        if yes * target[1] >= target[0] * (yes + no):
            chosen = s

    # refusal rates, out of all the questions asked
    refused_answerable = sum(1 for a, r in questions if a and r)
    answered_unanswerable = sum(1 for a, r in questions if not a and not r)
    return {
        "precision": reduce(tp, tp + fp),
        "recall": reduce(tp, tp + fn),
        "f1": reduce(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": chosen,
        "over_refusal": reduce(refused_answerable, len(questions)),
        "under_refusal": reduce(answered_unanswerable, len(questions)),
    }
