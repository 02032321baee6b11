"""Checks for "Where to set the verifier's threshold". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The
generated-input properties judge the answer by the task's definitions, computed here from the
generated labels, or by comparing the learner's function with itself on related inputs, so they
need no reference."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from math import gcd
from typing import TypedDict, TypeGuard

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    Words,
    check,
    example,
    given,
    mismatch,
    said,
    same,
    st,
)

Fraction = tuple[int, int]
Scored = list[tuple[int, bool]]
Questions = list[tuple[bool, bool]]
Args = tuple[Scored, Questions, int, Fraction]


class Calibration(TypedDict):
    """What the learner's function returns: exactly these keys, of these types. The types are
    spelled out in built-in names, since the kit reads them without this module's globals."""

    precision: tuple[int, int] | None
    recall: tuple[int, int] | None
    f1: tuple[int, int] | None
    chosen_threshold: int | None
    over_refusal: tuple[int, int] | None
    under_refusal: tuple[int, int] | None


# The worked example: eight cited sentences of the fee assistant, each scored by the verifier
# (the overlap check of an earlier lesson, in percent) and labelled by a person. The 85 that is
# not supported is "The late fee is Rs 1,000 after 15 August", citing fee_policy_p2_c1, which
# says Rs 500: nearly every word matches, the number does not.
SCORED: Scored = [
    (92, True),
    (85, False),
    (85, True),
    (70, True),
    (60, False),
    (45, True),
    (30, False),
    (10, False),
]
# Eight students' questions: (answerable from the documents, refused by the assistant).
QUESTIONS: Questions = [
    (True, False),
    (True, False),
    (True, True),
    (True, False),
    (False, True),
    (False, False),
    (False, True),
    (True, False),
]
THREE_IN_FOUR = (3, 4)
ALL = (1, 1)
RATE_KEYS = ("precision", "recall", "f1", "over_refusal", "under_refusal")


def _in_both(text: str) -> Words:
    """A sentence as Python learners read it, and as JavaScript learners do: null for None,
    [n, d] for a fraction (n, d)."""
    javascript = re.sub(r"\((-?\d+), (-?\d+)\)", r"[\1, \2]", text).replace("None", "null")
    return said(python=text, javascript=javascript)


def _compares(keys: tuple[str, ...], cases: list[Args], note: Words) -> Callable[[Trial], None]:
    """A check of the answer's `keys` only, on each of `cases`, against the reference: a
    check named for one rule fails only where that rule is broken, and says which."""

    def compare(t: Trial) -> None:
        for args in cases:
            got = dict(_calibration(t, args))
            want = t.expected(*args)
            mine = {key: got[key] for key in keys}
            right = {key: want[key] for key in keys}
            if not same(mine, right):
                t.fail(
                    mismatch(t.show_call(*args), right, mine, t.language) + f"\n{t.render(note)}"
                )

    return compare


example_1 = check(
    "example-1", "Worked example: the verifier at 60, and the threshold for 3/4", hint=2
).expect_same([(SCORED, QUESTIONS, 60, THREE_IN_FOUR)])


example_2 = check(
    "example-2", "Worked example: at 85, and a lower threshold that meets 2/3 again", hint=2
).expect_same([(SCORED, QUESTIONS, 85, (2, 3))])


example_3 = check(
    "example-3", "Worked example: a threshold above every score, a perfect target", hint=2
).expect_same([(SCORED, [], 93, ALL)])


precision_counts_predictions = check(
    "precision-counts-predictions",
    "Precision is over what the verifier lets through; recall over what is really supported",
    hint=1,
)(
    _compares(
        ("precision", "recall"),
        [
            ([(90, True), (80, False), (70, False), (20, True)], [], 50, (1, 2)),
            ([(90, True), (10, True), (5, True), (80, False)], [], 50, (1, 2)),
        ],
        _in_both(
            "Precision = TP / (TP + FP): of the sentences the verifier passes, how many are "
            "supported. Recall = TP / (TP + FN): of the supported sentences, how many it passes."
        ),
    )
)


threshold_inclusive = check(
    "threshold-inclusive", "A score equal to the threshold predicts supported", hint=1
)(
    _compares(
        ("precision", "recall", "f1"),
        [
            ([(60, True), (60, False), (59, True)], [], 60, (1, 2)),
            ([(60, True), (60, False), (59, True)], [], 61, (1, 2)),
            ([(70, True)], [], 70, ALL),
        ],
        _in_both("A score at or above the threshold (score >= threshold) predicts supported."),
    )
)


precision_undefined = check(
    "precision-undefined",
    _in_both("Nothing predicted supported: precision is None, not 0"),
    hint=2,
)(
    _compares(
        ("precision",),
        [
            (SCORED, QUESTIONS, 93, THREE_IN_FOUR),
            ([(10, False), (20, False)], [], 21, (1, 2)),
        ],
        _in_both(
            "With nothing predicted supported, precision is 0 / 0: undefined, None. A verifier "
            "that passes nothing has made no mistake of that kind, but it has not been right "
            "either; (0, 1) would say it was always wrong."
        ),
    )
)


recall_undefined = check(
    "recall-undefined",
    _in_both("No supported example at all: recall is None, not 0"),
    hint=2,
)(
    _compares(
        ("recall",),
        [
            ([(90, False), (40, False)], [], 50, (1, 2)),
            ([(90, False)], [], 95, (1, 2)),
        ],
        _in_both("With no supported example, recall is 0 / 0: undefined, None."),
    )
)


f1_from_counts = check(
    "f1-from-counts",
    _in_both(
        "F1 is 2TP / (2TP + FP + FN): 0 when nothing is right, None only when nothing is there"
    ),
    hint=2,
)(
    _compares(
        ("f1",),
        [
            ([(90, False), (20, True)], [], 50, (1, 2)),
            ([(20, True)], [], 50, (1, 2)),
            ([(90, False)], [], 50, (1, 2)),
            ([(90, False)], [], 95, (1, 2)),
        ],
        _in_both(
            "F1 = 2TP / (2TP + FP + FN), counted, not computed from precision and recall: it is "
            "(0, 1) when the verifier got nothing right but made some mistake, even where "
            "precision is None, and None only when there is no supported example and none "
            "predicted."
        ),
    )
)


f1_harmonic_mean = check(
    "f1-harmonic-mean", "F1 is the harmonic mean of precision and recall, not their average", hint=1
)(
    _compares(
        ("f1",),
        [
            ([(90, True), (80, False), (70, False), (60, False), (10, True)], [], 50, (1, 2)),
            ([(90, True), (10, True), (5, True)], [], 50, (1, 2)),
        ],
        _in_both(
            "F1 = 2PR / (P + R) = 2TP / (2TP + FP + FN): one weak side pulls it down, which an "
            "average would hide."
        ),
    )
)


candidates_are_scores = check(
    "candidates-are-scores",
    "The chosen threshold is one of the scores, never a number between two of them",
    hint=2,
)(
    _compares(
        ("chosen_threshold",),
        [
            ([(40, False), (75, True)], [], 50, ALL),
            ([(10, True), (20, False), (55, True), (90, True)], [], 0, ALL),
        ],
        _in_both(
            "The candidate thresholds are the distinct scores in the data: any other threshold "
            "predicts exactly as the next score above it does. Report that score."
        ),
    )
)


scores_any_integers = check(
    "scores-any-integers", "Scores may be any whole numbers: negative, or far above 100", hint=2
)(
    _compares(
        ("chosen_threshold",),
        [
            ([(-250, True), (-900, False), (1200, True), (-40, False)], [], -100, (2, 3)),
            ([(100_000, True), (250, False)], [], 101, ALL),
            ([(0, False), (-1, True)], [], -1, ALL),
            ([(0, True), (-5, False)], [], 0, ALL),
        ],
        said(
            python="A verifier's scale is its own: only the order of the scores matters, so do "
            "not try the thresholds 0 to 100; try the scores the data has, in numeric order. A "
            "score of 0 is a threshold like any other: `chosen or None` would lose it.",
            javascript="A verifier's scale is its own: only the order of the scores matters, so "
            "do not try the thresholds 0 to 100; try the scores the data has, sorted as numbers "
            "with sort((a, b) => b - a): a bare sort() compares them as text. A score of 0 is a "
            "threshold like any other: `chosen || null` would lose it.",
        ),
    )
)


precision_not_monotone = check(
    "precision-not-monotone",
    "Precision can rise again at a lower threshold: the smallest one that meets the target",
    hint=3,
)(
    _compares(
        ("chosen_threshold",),
        [
            (SCORED, [], 60, (2, 3)),
            ([(90, True), (80, False), (70, True), (60, True)], [], 0, THREE_IN_FOUR),
        ],
        _in_both(
            "Precision need not fall as the threshold falls: one unsupported example can pull "
            "it under the target at one score, and the supported ones below can lift it back. "
            "Try every score; do not stop at the first one that misses."
        ),
    )
)


smallest_meeting_threshold = check(
    "smallest-meeting-threshold",
    "Of the thresholds that meet the target, the smallest: it keeps the most recall",
    hint=2,
)(
    _compares(
        ("chosen_threshold",),
        [
            ([(95, True), (90, True), (50, True), (40, False), (30, False)], [], 0, THREE_IN_FOUR),
            ([(95, True), (90, True), (50, True), (40, False), (-5, False)], [], 0, (0, 1)),
            ([(80, False), (60, False)], [], 0, (0, 1)),
        ],
        _in_both(
            "Every threshold that meets the precision target is safe enough; the lowest of "
            "them passes the most supported sentences. A target of (0, 1) is met by every score."
        ),
    )
)


# Twenty-five examples at 50, seven of them supported: precision exactly 7/25 = 0.28 there.
SEVEN_IN_25: Scored = [(50, True)] * 7 + [(50, False)] * 18 + [(20, False)] * 3
target_exact = check(
    "target-exact",
    "A precision exactly equal to the target meets it: 7 of 25 meets 7/25, compared exactly",
    hint=3,
)(
    _compares(
        ("chosen_threshold",),
        [
            (SEVEN_IN_25, [], 50, (7, 25)),
            (SEVEN_IN_25, [], 50, (28, 100)),
            (SEVEN_IN_25, [], 50, (29, 100)),
            ([(80, True), (80, False), (80, True), (80, True)], [], 80, THREE_IN_FOUR),
            ([(70, True), (70, False), (70, False)], [], 0, (333_333_333, 999_999_999)),
            ([(70, True), (70, False), (70, False)], [], 0, (333_333_334, 1_000_000_000)),
        ],
        _in_both(
            "Compare in whole numbers, TP * denominator >= numerator * (TP + FP): 0.28 * 25 is "
            "7.000000000000001 in floating point, so a float target multiplied back misses the "
            "boundary. The target need not be in lowest terms."
        ),
    )
)


no_threshold_meets = check(
    "no-threshold-meets",
    _in_both("No score meets the target: the chosen threshold is None"),
    hint=2,
)(
    _compares(
        ("chosen_threshold",),
        [
            ([(90, False), (80, True)], [], 50, ALL),
            ([(90, False), (80, True), (70, False)], [], 50, (2, 3)),
        ],
        _in_both(
            "When no score gives the target precision, no threshold does: None, not the "
            "highest score and not the one that comes closest."
        ),
    )
)


tied_scores_move_together = check(
    "tied-scores-move-together", "Equal scores are predicted together: a tie is never split", hint=3
)(
    _compares(
        ("chosen_threshold",),
        [
            ([(80, True), (80, False), (50, False)], [], 80, ALL),
            ([(80, False), (80, True), (50, False)], [], 80, ALL),
            ([(70, True), (70, True), (70, False), (70, False), (60, True)], [], 0, (3, 5)),
            ([(70, False), (70, True), (70, False), (70, True), (60, True)], [], 0, (2, 3)),
        ],
        _in_both(
            "Examples with the same score fall on the same side of every threshold, whatever their "
            "order in the list: judge a score with all of its examples predicted."
        ),
    )
)


over_refusal_among_answerable = check(
    "over-refusal-among-answerable",
    "Over-refusal is over the answerable questions only",
    hint=1,
)(
    _compares(
        ("over_refusal",),
        [
            (
                SCORED,
                [(True, True), (True, False), (False, True), (False, True), (False, True)],
                60,
                THREE_IN_FOUR,
            ),
            ([], [(True, True), (True, True), (True, False), (False, False)], 0, ALL),
        ],
        _in_both(
            "Over-refusal = answerable questions refused / answerable questions: the unanswerable "
            "ones cannot be refused too often."
        ),
    )
)


under_refusal_is_answering = check(
    "under-refusal-is-answering",
    "Under-refusal is the share of unanswerable questions that were answered",
    hint=1,
)(
    _compares(
        ("under_refusal",),
        [
            (
                [],
                [(False, False), (False, True), (False, True), (False, True), (True, False)],
                0,
                ALL,
            ),
            ([], [(False, False), (False, False), (True, True)], 0, ALL),
        ],
        _in_both(
            "Under-refusal = unanswerable questions answered (not refused) / unanswerable "
            "questions: the times the assistant should have said it does not know and did not."
        ),
    )
)


refusal_rates_undefined = check(
    "refusal-rates-undefined",
    _in_both("No answerable (or no unanswerable) question: that rate is None"),
    hint=2,
)(
    _compares(
        ("over_refusal", "under_refusal"),
        [
            ([], [(False, True), (False, False)], 0, ALL),
            ([], [(True, True), (True, False)], 0, ALL),
        ],
        _in_both("A rate over no questions is 0 / 0: None, not (0, 1)."),
    )
)


empty_inputs = check(
    "empty-inputs",
    _in_both("Nothing to measure: every rate None, no threshold chosen"),
    hint=2,
).expect_same(
    [([], [], 50, THREE_IN_FOUR), ([], [], 0, (0, 1))],
    note=_in_both("With no examples there is no score to choose and every rate is 0 / 0: None."),
)


lowest_terms = check(
    "lowest-terms",
    _in_both("Fractions in lowest terms: (3, 5), not (6, 10); zero is (0, 1)"),
    hint=3,
)(
    _compares(
        RATE_KEYS,
        [
            (
                [(90, True)] * 6 + [(80, False)] * 4,
                [(True, True)] * 2 + [(True, False)] * 2 + [(False, True)] * 3,
                50,
                (3, 5),
            ),
            ([(10, True)] * 4, [(True, False)] * 4 + [(False, True)] * 4, 5, (6, 8)),
        ],
        said(
            python="Divide the numerator and the denominator by their greatest common divisor "
            "(math.gcd); 0 of anything is (0, 1), and all of it is (1, 1).",
            javascript="Divide the numerator and the denominator by their greatest common "
            "divisor; 0 of anything is [0, 1], and all of it is [1, 1].",
        ),
    )
)


def _rates(got: Calibration) -> dict[str, Fraction | None]:
    """The answer's fractions by name: every key but the chosen threshold."""
    return {
        "precision": got["precision"],
        "recall": got["recall"],
        "f1": got["f1"],
        "over_refusal": got["over_refusal"],
        "under_refusal": got["under_refusal"],
    }


def _calibration(t: Trial, args: Args) -> Calibration:
    """The learner's answer, which must have the promised shape before anything else counts."""
    return t.expect_returns(
        Calibration,
        *args,
        advice=said(
            python="Each rate is a tuple (numerator, denominator) of ints, or None when it is "
            "undefined; chosen_threshold is one of the scores, an int, or None.",
            javascript="Each rate is an Array [numerator, denominator] of integers, or null when "
            "it is undefined; chosen_threshold is one of the scores, an integer, or null.",
        ),
    )


@check(
    "returns-dict-shape",
    _in_both("Returns a dict of exactly the six keys, with a fraction, a score or None in each"),
    hint=3,
)
def returns_dict_shape(t: Trial) -> None:
    for args in ((SCORED, QUESTIONS, 60, THREE_IN_FOUR), ([], [], 50, ALL)):
        _calibration(t, args)


UNCHANGED_ADVICE = said(
    python="The caller still needs its labelled examples as they were: sort a copy (sorted(...)) "
    "or count into a dict, instead of sorting, reversing or emptying the lists you were given.",
    javascript="The caller still needs its labelled examples as they were: sort a copy "
    "([...scored].sort(...)) or count into a Map, instead of calling sort() or reverse() on "
    "the Arrays you were given, or emptying them.",
)


def _unchanged_cases() -> list[Args]:
    """Examples out of score order (so any sort in place shows), with ties and repeats, and
    three more drawn from a fixed seed, the same every run."""
    cases: list[Args] = [
        (list(SCORED[::-1]), list(QUESTIONS), 60, THREE_IN_FOUR),
        ([(30, False), (92, True), (45, True), (85, False), (85, True)], QUESTIONS[::-1], 85, ALL),
        ([(5, True), (50, False), (5, False)], [(False, True), (True, False)], 0, (1, 2)),
    ]
    rng = random.Random(20261202)
    for _ in range(3):
        scored = [(rng.randrange(-50, 150), rng.random() < 0.6) for _ in range(8)]
        questions = [(rng.random() < 0.7, rng.random() < 0.3) for _ in range(6)]
        cases.append((scored, questions, rng.randrange(0, 100), rng.choice(TARGETS)))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on inputs out of order", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    (SCORED, QUESTIONS, 60, THREE_IN_FOUR),
    ([(70, False), (45, False), (10, True)], [(True, True), (False, False)], 45, (1, 2)),
)


# Generated inputs: a few scores from a narrow range, so that ties are common, labels drawn
# freely, and targets that are met sometimes and missed sometimes. Lists are short on purpose:
# a shrunk counterexample stays readable, and generation stays fast.
PROPERTY_EXAMPLES = 50
TARGETS = [(0, 1), (1, 3), (1, 2), (3, 5), (2, 3), (3, 4), (5, 7), (1, 1)]
CASE = st.tuples(
    st.lists(st.tuples(st.integers(-3, 6), st.booleans()), max_size=8),
    st.lists(st.tuples(st.booleans(), st.booleans()), max_size=6),
    st.integers(-4, 8),
    st.sampled_from(TARGETS),
)


def _at_least(rate: Fraction, target: Fraction) -> bool:
    return rate[0] * target[1] >= target[0] * rate[1]


def _meets(scored: Scored, threshold: int, target: Fraction) -> bool:
    """Whether the precision at `threshold` is defined and at least `target`, by the task's
    definition, counted here from the labels."""
    passed = [supported for score, supported in scored if score >= threshold]
    return bool(passed) and _at_least((sum(passed), len(passed)), target)


def _is_fraction(value: object) -> TypeGuard[Fraction]:
    """Whether an answer's rate can be compared: two items, a positive denominator (whether
    it is also reduced is property-lowest-terms' to say)."""
    return type(value) is tuple and len(value) == 2 and value[1] > 0


@check(
    "property-recall-never-rises",
    "Generated inputs: recall never rises as the threshold rises",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, step=st.integers(1, 6))
def property_recall_never_rises(t: Trial, case: Args, step: int) -> None:
    scored, questions, threshold, target = case
    lower = _calibration(t, case)["recall"]
    higher = _calibration(t, (scored, questions, threshold + step, target))["recall"]
    if _is_fraction(lower) and _is_fraction(higher) and not _at_least(lower, higher):
        t.fail(
            f"Recall was {t.show(lower)} at {threshold} and {t.show(higher)} at "
            f"{threshold + step}. Raising the threshold only takes sentences away from those "
            "predicted supported, so it can never find more of the supported ones: recall is "
            "TP / (TP + FN), and TP + FN is every supported example, whatever the threshold."
        )


@check(
    "property-chosen-meets-target",
    "Generated inputs: the chosen threshold meets the target whenever any threshold does",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@example(case=([(1, True), (1, False)], [], 0, ALL))
@given(case=CASE)
def property_chosen_meets_target(t: Trial, case: Args) -> None:
    scored, _, _, target = case
    chosen = _calibration(t, case)["chosen_threshold"]
    meeting = [score for score, _ in scored if _meets(scored, score, target)]
    if meeting and (chosen is None or not _meets(scored, chosen, target)):
        t.fail(
            f"It chose {t.show(chosen)}, but at {min(meeting)} the precision is at least "
            f"{t.show(target)}. Count, at each score, the examples with that score or more: "
            "the chosen threshold must meet the target whenever some threshold does."
        )
    if not meeting and chosen is not None:
        t.fail(
            f"It chose {t.show(chosen)}, but at no score is the precision at least "
            f"{t.show(target)}; the answer is {t.show(None)}."
        )


@check(
    "property-chosen-is-smallest",
    "Generated inputs: no smaller score meets the target, and the choice is a score",
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_chosen_is_smallest(t: Trial, case: Args) -> None:
    scored, _, _, target = case
    chosen = _calibration(t, case)["chosen_threshold"]
    if chosen is None:
        return  # whether one should have been chosen is property-chosen-meets-target's to say
    scores = {score for score, _ in scored}
    lower = sorted(score for score in scores if score < chosen and _meets(scored, score, target))
    if chosen not in scores:
        t.fail(
            f"It chose {t.show(chosen)}, which is no score in the data; the candidates are "
            f"the scores themselves, {t.show(sorted(scores))}."
        )
    if lower:
        t.fail(
            f"It chose {t.show(chosen)}, but the smaller score {lower[0]} meets the target "
            f"{t.show(target)} too, and keeps more recall. Precision can rise again lower "
            "down: check every score."
        )


@check(
    "property-order-free",
    "Generated inputs: the order of the examples changes nothing",
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_order_free(t: Trial, case: Args) -> None:
    scored, questions, threshold, target = case
    first = _calibration(t, case)
    for others in (scored[::-1], sorted(scored, key=lambda pair: pair[1])):
        again = _calibration(t, (others, questions[::-1], threshold, target))
        if not same(first, again):
            t.fail(
                f"It returned {t.show(first)} and then {t.show(again)} for the same "
                "examples in another order. A rate is a count, and equal scores are predicted "
                "together: the order of the lists must not matter."
            )


@check(
    "property-only-order-matters",
    "Generated inputs: moving and stretching every score moves the chosen threshold alike",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, stretch=st.integers(1, 40), shift=st.integers(-1000, 1000))
def property_only_order_matters(t: Trial, case: Args, stretch: int, shift: int) -> None:
    scored, questions, threshold, target = case
    first = _calibration(t, case)
    moved = [(score * stretch + shift, supported) for score, supported in scored]
    again = _calibration(t, (moved, questions, threshold * stretch + shift, target))
    chosen = first["chosen_threshold"]
    want = dict(first, chosen_threshold=None if chosen is None else chosen * stretch + shift)
    if not same(dict(again), want):
        t.fail(
            f"It returned {t.show(first)}, and with every score and the threshold times "
            f"{stretch} plus {shift}, {t.show(again)}. Only the order of the scores "
            "matters: the rates must stay, and the chosen threshold must be the same example's "
            "score, moved alike."
        )


@check(
    "property-f1-between",
    "Generated inputs: F1 lies between precision and recall",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_f1_between(t: Trial, case: Args) -> None:
    got = _calibration(t, case)
    precision, recall, f1 = got["precision"], got["recall"], got["f1"]
    if not (_is_fraction(precision) and _is_fraction(recall)):
        return  # the undefined cases are the fixed checks' to judge
    low, high = (precision, recall) if _at_least(recall, precision) else (recall, precision)
    if not _is_fraction(f1) or not (_at_least(f1, low) and _at_least(high, f1)):
        t.fail(
            f"It returned precision {t.show(precision)}, recall {t.show(recall)} and "
            f"F1 {t.show(f1)}. F1 is their harmonic mean, 2TP / (2TP + FP + FN), so it lies "
            "between them (nearer the smaller)."
        )


@check(
    "property-refusal-rates",
    "Generated inputs: each refusal rate counts the questions of its own kind",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_refusal_rates(t: Trial, case: Args) -> None:
    questions = case[1]
    rates = _rates(_calibration(t, case))
    refused_when_answerable = [refused for answerable, refused in questions if answerable]
    answered_when_not = [not refused for answerable, refused in questions if not answerable]
    for key, counted in (
        ("over_refusal", refused_when_answerable),
        ("under_refusal", answered_when_not),
    ):
        rate = rates[key]
        want = _reduced(sum(counted), len(counted))
        if not same(rate, want):
            t.fail(
                f"It returned {key} {t.show(rate)}, but {sum(counted)} of the "
                f"{len(counted)} questions it is over count: {t.show(want)}. Over-refusal "
                "is over the answerable questions (refused ones count); under-refusal over the "
                "unanswerable ones (answered ones count)."
            )


def _reduced(numerator: int, denominator: int) -> Fraction | None:
    if denominator == 0:
        return None
    common = gcd(numerator, denominator)
    return numerator // common, denominator // common


@check(
    "property-lowest-terms",
    "Generated inputs: every rate a fraction in lowest terms between 0 and 1",
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_lowest_terms(t: Trial, case: Args) -> None:
    for key, rate in _rates(_calibration(t, case)).items():
        if rate is None:
            continue
        numerator, denominator = rate
        if not 0 <= numerator <= denominator or denominator < 1:
            t.fail(
                f"It returned {key} {t.show(rate)}; a rate is a share, from "
                f"{t.show((0, 1))} to {t.show((1, 1))}, with a denominator of at least 1."
            )
        if gcd(numerator, denominator) != 1:
            t.fail(
                f"It returned {key} {t.show(rate)}, which is not in lowest terms: divide "
                "both by their greatest common divisor, so that equal rates look the same."
            )


SCALE_ADVICE = said(
    python="The input had thousands of examples with nearly all scores distinct, so work done for "
    "every pair of a candidate threshold and an example (counting the examples at or above "
    "each score afresh, or a list scan per score) grows with the square of the input. Sort the "
    "distinct scores once, walk them from the highest down, and keep running counts of the "
    "supported and unsupported examples seen so far.",
    javascript="The input had thousands of examples with nearly all scores distinct, so work done "
    "for every pair of a candidate threshold and an example (a filter() over all examples for "
    "each score, or includes/indexOf per score) grows with the square of the input. Sort the "
    "distinct scores once (with a comparator), walk them from the highest down, and keep "
    "running counts of the supported and unsupported examples seen so far.",
)


def _calibration_at_scale(size: int, rng: random.Random) -> Args:
    """`size` labelled examples with scores from a wide range, nearly all distinct, some tied,
    supported more often the higher they score; as many questions; a high precision target,
    met only near the top, so trying each score with a pass over every example costs the most
    whichever end it starts from."""
    scored: Scored = []
    for _ in range(size):
        score = rng.randrange(-1_000_000, 1_000_000)
        scored.append((score, rng.random() < 0.5 + score / 4_000_000))
    for _ in range(size // 20):
        scored[rng.randrange(size)] = (rng.choice(scored)[0], rng.random() < 0.5)
    questions = [(rng.random() < 0.7, rng.random() < 0.2) for _ in range(size)]
    threshold = rng.choice(scored)[0] if scored else 0
    return scored, questions, threshold, rng.choice([(9, 10), (19, 20), ALL])


# 400 examples, 3,200 at the largest: there the quadratic solutions take 17 times the
# reference's time or more and the correct styles at most 6 (benchmarks/efficiency.py); at 200,
# Node's fixed costs took a correct JavaScript style near the kit's limit of 10 times.
scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_calibration_at_scale, size=400, advice=SCALE_ADVICE)
