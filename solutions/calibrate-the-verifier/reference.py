"""Reference solution for the lesson "Where to set the verifier's threshold"."""

from math import gcd

Fraction = tuple[int, int]


def exact(numerator: int, denominator: int) -> Fraction | None:
    """`numerator / denominator` in lowest terms, or None when the denominator is 0."""
    # 1. A rate with nothing to count is undefined, not zero: None. Otherwise divide out the
    #    greatest common divisor; gcd(0, d) is d, so zero comes out as (0, 1).
    if denominator == 0:
        return None
    common = gcd(numerator, denominator)
    return numerator // common, denominator // common


def solve(
    scored: list[tuple[int, bool]],
    questions: list[tuple[bool, bool]],
    threshold: int,
    target: tuple[int, int],
) -> dict[str, Fraction | int | None]:
    """The verifier measured at `threshold`, the threshold that meets `target`, and the
    assistant's over- and under-refusal rates."""
    # 2. Count the verifier's outcomes at the threshold: a score at or above it predicts
    #    "supported". A true positive is predicted and really supported, a false positive is
    #    predicted but unsupported (the Rs 1,000 sentence let through), a false negative is
    #    really supported but rejected.
    true_pos = false_pos = false_neg = 0
    for score, supported in scored:
        if score >= threshold:
            true_pos += supported
            false_pos += not supported
        else:
            false_neg += supported
    # 3. Group the examples by score: equal scores sit on the same side of every threshold,
    #    so they are predicted together, and only the scores themselves are thresholds worth
    #    trying (any other one predicts exactly as the next score above it).
    counts: dict[int, list[int]] = {}
    for score, supported in scored:
        counts.setdefault(score, [0, 0])[0 if supported else 1] += 1
    # 4. Walk the scores from the highest down, adding each group to what is predicted. The
    #    precision is compared with the target in whole numbers. It can rise again lower down,
    #    so keep going: the last score that meets the target is the smallest, and the smallest
    #    such threshold keeps the most recall.
    wanted, of = target
    chosen = None
    above_true = above_false = 0
    for score in sorted(counts, reverse=True):
        above_true += counts[score][0]
        above_false += counts[score][1]
        if above_true * of >= wanted * (above_true + above_false):
            chosen = score
    # 5. Each refusal rate is taken over the questions of its own kind only.
    answerable = refused_answerable = unanswerable = answered_unanswerable = 0
    for can_answer, refused in questions:
        if can_answer:
            answerable += 1
            refused_answerable += refused
        else:
            unanswerable += 1
            answered_unanswerable += not refused
    return {
        "precision": exact(true_pos, true_pos + false_pos),
        "recall": exact(true_pos, true_pos + false_neg),
        "f1": exact(2 * true_pos, 2 * true_pos + false_pos + false_neg),
        "chosen_threshold": chosen,
        "over_refusal": exact(refused_answerable, answerable),
        "under_refusal": exact(answered_unanswerable, unanswerable),
    }
