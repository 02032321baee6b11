"""Nora - calibrate the verifier (rates as decimals, easier to read)."""


def rate(a, b):
    return round(a / b, 4) if b else None


def solve(scored, questions, threshold, target):
    tp = sum(1 for s, ok in scored if s >= threshold and ok)
    fp = sum(1 for s, ok in scored if s >= threshold and not ok)
    fn = sum(1 for s, ok in scored if s < threshold and ok)
    goal = target[0] / target[1]

    groups = {}
    for s, ok in scored:
        groups.setdefault(s, []).append(ok)
    chosen, yes, seen = None, 0, 0
    for s in sorted(groups, reverse=True):
        yes += sum(groups[s])
        seen += len(groups[s])
        if yes / seen >= goal:
            chosen = s

    answerable = [r for a, r in questions if a]
    unanswerable = [not r for a, r in questions if not a]
    return {
        "precision": rate(tp, tp + fp),
        "recall": rate(tp, tp + fn),
        "f1": rate(2 * tp, 2 * tp + fp + fn),
        "chosen_threshold": chosen,
        "over_refusal": rate(sum(answerable), len(answerable)),
        "under_refusal": rate(sum(unanswerable), len(unanswerable)),
    }
