"""Amira -- calibrating the verifier. Fractions do the reducing for me."""
from fractions import Fraction


def pair(part, whole):
    if whole == 0:
        return None
    f = Fraction(part, whole)
    return (f.numerator, f.denominator)


def solve(scored, questions, threshold, target):
    tp = sum(1 for s, ok in scored if s >= threshold and ok)
    fp = sum(1 for s, ok in scored if s >= threshold and not ok)
    fn = sum(1 for s, ok in scored if s < threshold and ok)

    # per score: how many supported / unsupported
    per_score = {}
    for s, ok in scored:
        per_score.setdefault(s, [0, 0])
        per_score[s][0 if ok else 1] += 1

    best = None
    yes = no = 0
    for s in sorted(per_score, reverse=True):
        yes += per_score[s][0]
        no += per_score[s][1]
        if Fraction(yes, yes + no) >= Fraction(*target):
            best = s  # keep going, a lower one might work too

    ans = [r for a, r in questions if a]
    unans = [not r for a, r in questions if not a]
    return {
        "precision": pair(tp, tp + fp),
        "recall": pair(tp, tp + fn),
        "f1": pair(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": best,
        "over_refusal": pair(sum(ans), len(ans)),
        "under_refusal": pair(sum(unans), len(unans)),
    }
