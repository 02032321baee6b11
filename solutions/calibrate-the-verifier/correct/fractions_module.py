"""Works in fractions.Fraction throughout and turns each one into a pair at the end."""
# trips: nothing

from fractions import Fraction


def as_pair(value):
    """A Fraction is always kept in lowest terms, with a positive denominator."""
    return None if value is None else (value.numerator, value.denominator)


def share(part, whole):
    return Fraction(part, whole) if whole else None


def solve(scored, questions, threshold, target):
    passed = [supported for score, supported in scored if score >= threshold]
    true_positives = sum(passed)
    supported_total = sum(supported for _, supported in scored)
    false_positives = len(passed) - true_positives
    false_negatives = supported_total - true_positives

    goal = Fraction(*target)
    by_score = {}
    for score, supported in scored:
        by_score.setdefault(score, []).append(supported)
    chosen = None
    hits = seen = 0
    for score in sorted(by_score, reverse=True):
        hits += sum(by_score[score])
        seen += len(by_score[score])
        if Fraction(hits, seen) >= goal:
            chosen = score

    answerable = [refused for can_answer, refused in questions if can_answer]
    unanswerable = [not refused for can_answer, refused in questions if not can_answer]
    return {
        "precision": as_pair(share(true_positives, len(passed))),
        "recall": as_pair(share(true_positives, supported_total)),
        "f1": as_pair(
            share(2 * true_positives, 2 * true_positives + false_positives + false_negatives)
        ),
        "chosen_threshold": chosen,
        "over_refusal": as_pair(share(sum(answerable), len(answerable))),
        "under_refusal": as_pair(share(sum(unanswerable), len(unanswerable))),
    }
