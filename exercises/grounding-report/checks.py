"""Checks for "The grounding report". Expected answers come from the reference solution, in the
grader; these checks only choose inputs and say what to compare. The properties build answers
from sentences whose labels are known by construction, or compare the learner's function with
itself on related inputs, so they need no reference."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, TypedDict

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    given,
    mismatch,
    said,
    same,
    st,
)


class Report(TypedDict):
    """What the learner's function returns: exactly these keys, of these types."""

    labels: list[str]
    decision: str
    feedback: list[str]


Block = dict[str, str | int]
Threshold = tuple[int, int]
Args = tuple[str, list[Block], list[str], list[str], Threshold, int]

# The college's index of ten documents (as in "Does the cited block support the sentence?"):
# the first, third and fourth are handed out as blocks.
INDEX = [
    "Students can pay semester fees by UPI, net banking or demand draft. "
    "Late payment after 15 August has a fine of Rs 500.",
    "Semester fees for the year are due by 31 July, and students pay them online or at the "
    "fee office.",
    "Hostel students pay the hostel fee with the semester fees. "
    "Visitors sign in at the hostel desk.",
    "Students who pay the semester fees by demand draft can get one at any branch of the bank "
    "for Rs 50.",
    "Students may borrow four books at a time from the library. A late return costs Rs 5 a day.",
    "Students must bring the hall ticket to every exam. Phones are not allowed in the hall.",
    "New students collect the identity card from the admissions office in the first week.",
    "The college bus leaves the main gate at 8 a.m. and returns at 5 p.m.",
    "The canteen opens at 8 a.m. and serves lunch until 3 p.m.",
    "A merit scholarship covers the tuition for one year.",
]
FEE_ID, HOSTEL_ID, BANK_ID = "fee_policy_p2_c1", "hostel_rules_p1_c3", "bank_faq_p1_c1"
# Another college's block, let through by a retrieval filter: handed out, never authorised.
OTHER_ID = "fees_2019_p4_c2"
FEE: Block = {"id": FEE_ID, "page": 2, "text": INDEX[0]}
HOSTEL: Block = {"id": HOSTEL_ID, "page": 1, "text": INDEX[2]}
BANK: Block = {"id": BANK_ID, "page": 1, "text": INDEX[3]}
OTHER: Block = {"id": OTHER_ID, "page": 4, "text": "Cheques are accepted at the fee office."}
BLOCKS = [FEE, HOSTEL, BANK, OTHER]
AUTHORISED = [FEE_ID, HOSTEL_ID, BANK_ID]
HALF = (1, 2)

# Sentences of the running scenario, each with the label it gets against the blocks above.
PAYS = (
    f"You can pay the semester fees by UPI, net banking or demand draft [source: {FEE_ID}, page 2]."
)
LATE = f"Late payment after 15 August has a fine of Rs 500 [source: {FEE_ID}]."
VISITORS = f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}]."
DRAFT_COST = f"A demand draft costs Rs 50 at the bank [source: {BANK_ID}, page 1]."
LATE_1000 = f"Paying after 15 August costs a late fee of Rs 1,000 [source: {FEE_ID}, page 2]."
CARD = "Card payments carry a 2% charge."
WRONG_PAGE = f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}, page 3]."
INVENTED = "Refunds take 30 days [source: fee_policy_p9_c4]."
CHEQUES = f"The fee office accepts cheques [source: {OTHER_ID}]."
MISTYPED = f"A demand draft costs Rs 50 at the bank [Source: {BANK_ID}]."
LIBRARY = f"The library opens on Sundays [source: {BANK_ID}, page 1]."
THANKS = "Hope this helps!"
WORKED = " ".join([PAYS, LATE_1000, CARD, WRONG_PAGE, INVENTED, CHEQUES, MISTYPED, LIBRARY, THANKS])

FINE = ("supported", "no-claim")
LABELS = (
    "malformed",
    "unknown-source",
    "wrong-page",
    "uncited",
    "no-claim",
    "unsupported",
    "unbacked-number",
    "supported",
)


def _args(
    answer: str,
    attempt: int = 1,
    blocks: list[Block] | None = None,
    authorised: list[str] | None = None,
    threshold: Threshold = HALF,
) -> Args:
    """A call in the running scenario: its blocks, authorised ids and index unless given."""
    return (
        answer,
        BLOCKS if blocks is None else blocks,
        AUTHORISED if authorised is None else authorised,
        INDEX,
        threshold,
        attempt,
    )


def _report(t: Trial, args: tuple[Any, ...]) -> Report:
    """The learner's report, which must have the declared shape before anything is judged."""
    return t.expect_returns(
        Report,
        *args,
        advice=said(
            python=(
                'Return a dict with exactly the keys "labels" (a list of str, one per sentence), '
                '"decision" (a str) and "feedback" (a list of str).'
            ),
            javascript=(
                "Return a plain object with exactly the keys labels (an Array of strings, one per "
                "sentence), decision (a string) and feedback (an Array of strings)."
            ),
        ),
    )


JUDGED_ONLY = (
    "Only the labels and the decision are compared here (and, where it says so, how many "
    "feedback lines there are): the words of the feedback are feedback-text-exact's to judge."
)


def _judgement(report: Any, lines: bool) -> dict[str, Any]:
    """What a check of the judgement compares: the labels, the decision and, with `lines`, the
    number of feedback lines, so that a slip in the feedback's wording costs only the check
    about the wording."""
    view = {"labels": report["labels"], "decision": report["decision"]}
    if lines:
        view["feedback lines"] = len(report["feedback"])
    return view


def judged(
    cases: Iterable[Args], *, note: str = "", lines: bool = False
) -> Callable[[Trial], None]:
    """A fixed-case check of the judgement: each case's labels and decision against the
    reference's."""
    arguments = tuple(cases)

    def compare(t: Trial) -> None:
        for args in arguments:
            got = _judgement(_report(t, args), lines)
            want = _judgement(t.expected(*args), lines)
            if not same(got, want):
                t.fail(
                    mismatch(t.show_call(*args), want, got, t.language)
                    + f"\n{note} {JUDGED_ONLY}".rstrip()
                )

    return compare


example_1 = check(
    "example-1", "Worked example: one sentence for every label, attempt 1", points=3, hint=2
).expect_same([_args(WORKED)])


example_2 = check(
    "example-2", "Worked example: the same answer at attempt 2 is refused", points=3, hint=2
).expect_same([_args(WORKED, attempt=2)])


example_3 = check(
    "example-3", "Worked example: every sentence supported or no claim is shown", points=2, hint=1
).expect_same([_args(f"{PAYS} {LATE} {THANKS}"), _args(f"{VISITORS}\n{DRAFT_COST}", attempt=2)])


malformed_first = check(
    "malformed-first",
    "A malformed marker outranks every other problem in its sentence",
    points=3,
    hint=2,
)(
    judged(
        [
            _args(f"Refunds take 30 days [source: fee_policy_p9_c4] [Source: {FEE_ID}]."),
            _args(
                f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}, page 3] (source: desk)."
            ),
            _args(f"The library opens on Sundays [source: {BANK_ID}] [source: {BANK_ID}, page 0]."),
            _args("Card payments carry a 2% charge [Source: bank_faq]."),
            _args(f"Paying late costs Rs 1,000, sources: the fee policy [source: {FEE_ID}]."),
            _args(f"[sources: {FEE_ID}, {BANK_ID}] {LATE}"),
        ],
        note="Anything that looks like a citation but is not a well-formed one makes its "
        'sentence "malformed", whatever else is wrong or right about it: a problem, not noise.',
    )
)


unknown_before_page = check(
    "unknown-before-page",
    "An unusable id outranks a wrong page and the content; the first one is named",
    points=3,
    hint=2,
)(
    judged(
        [
            _args(f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}, page 3] {INVENTED}"),
            _args(f"The library opens on Sundays [source: {BANK_ID}] [source: library_p1_c1]."),
            _args(f"Fees [source: fee_policy_v2] [source: {FEE_ID}] [source: fee_policy_v3]."),
            _args(
                f"Late payment has a fine of Rs 500 [source: {FEE_ID}] [source: Fee_Policy_P2_C1]."
            ),
            # Names every JavaScript object inherits: a lookup in a plain object finds them.
            _args(f"Fees are due by 15 August [source: {FEE_ID}] [source: constructor]."),
            _args(f"UPI is accepted [source: toString] [source: __proto__] [source: {FEE_ID}]."),
        ],
        note="An id that is not usable comes before every later label. Ids are compared exactly, "
        "and only the ids handed out and authorised are usable, whatever names your language's "
        "objects already have.",
    )
)


page_before_content = check(
    "page-before-content",
    "A wrong page outranks what the block says",
    points=2,
    hint=2,
)(
    judged(
        [
            _args(f"The library opens on Sundays [source: {BANK_ID}, page 4]."),
            _args(
                f"Late payment after 15 August has a fine of Rs 1,000 [source: {FEE_ID}, page 1]."
            ),
        ]
    )
)


support_before_numbers = check(
    "support-before-numbers",
    "A sentence its blocks do not support is unsupported, whatever its numbers",
    points=3,
    hint=2,
)(
    judged(
        [
            _args(f"The library fine is Rs 20 a day [source: {FEE_ID}]."),
            _args(f"The canteen serves lunch until 4 pm [source: {HOSTEL_ID}]."),
        ],
        note="Support comes before the numbers: a sentence the cited blocks do not support is "
        '"unsupported" even when its figures are wrong too.',
    )
)


numbers_after_words = check(
    "numbers-after-words",
    "Rs 1,000 passes the word check against Rs 500; the numbers catch it",
    points=3,
    hint=2,
)(
    judged(
        [
            _args(LATE_1000),
            _args(f"Late payment after 15 September has a fine of Rs 500 [source: {FEE_ID}]."),
            _args(f"Late payment after August 15 has a fine of Rs. 500 [source: {FEE_ID}]."),
            _args(f"Late payment after 15 August has a fine of Rs 500 and 2% [source: {FEE_ID}]."),
        ],
        note="Word overlap cannot see a changed figure, so a supported sentence is still checked "
        "number by number against its cited blocks (the same quantity may be written another way).",
    )
)


# The same sentence citing another college's block, in three situations that must read alike.
UNUSABLE_VARIANTS = {
    "handed out by mistake, another college's": _args(CHEQUES),
    "in no list (invented)": _args(CHEQUES, blocks=[FEE, HOSTEL, BANK]),
    "authorised, never handed out": _args(
        CHEQUES, blocks=[FEE, HOSTEL, BANK], authorised=[*AUTHORISED, OTHER_ID]
    ),
}
UNUSABLE_NOTE = (
    "A cited id is usable only when it is both handed out and authorised. Every other id is "
    '"unknown-source", in the same words, so the feedback never tells the model that an id '
    "exists for someone else."
)


@check(
    "unusable-alike",
    "An invented id and another college's id get one label and the same line",
    points=3,
    hint=3,
)
def unusable_alike(t: Trial) -> None:
    beside = _args(f"Cheques and UPI are accepted [source: {FEE_ID}] [source: {OTHER_ID}].")
    reports = {}
    for where, args in [*UNUSABLE_VARIANTS.items(), ("beside a usable citation", beside)]:
        got = _report(t, args)
        want = t.expected(*args)
        if not same(_judgement(got, True), _judgement(want, True)):
            t.fail(
                mismatch(
                    t.show_call(*args), _judgement(want, True), _judgement(got, True), t.language
                )
                + f"\n{UNUSABLE_NOTE} {JUDGED_ONLY}"
            )
        reports[where] = got
    first_where, first = next(iter(reports.items()))
    for where in UNUSABLE_VARIANTS:
        if reports[where] != first:
            t.fail(
                f"Citing {OTHER_ID!r} {first_where}, it returned {t.show(first)}; "
                f"{where}, {t.show(reports[where])}. {UNUSABLE_NOTE}"
            )


page_rules = check(
    "page-rules", "Pages: none, right, with leading zeros, wrong", hint=2
).expect_same(
    [
        _args(f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}, page 001]."),
        _args(f"Visitors sign in at the hostel desk [source: {HOSTEL_ID}, page 007]."),
        _args(f"Fees by UPI [source: {FEE_ID}, page 2] or draft [source: {BANK_ID}, page 2]."),
        _args(f"Fees by UPI or demand draft [source: {FEE_ID}] [source: {FEE_ID}, page 12]."),
    ],
    note="A citation without a page claims no page; a page is a number (page 007 is 7) and must "
    "be its block's page.",
)


uncited_or_no_claim = check(
    "uncited-or-no-claim",
    "A figure with no citation is uncited; no citation and no figure is no claim",
    points=3,
    hint=1,
)(
    judged(
        [
            _args(f"{CARD} Card payments carry a small charge."),
            _args("Pay at counter 3.\nSee the note [3].\nAsk at the office"),
            _args("UPI, net banking or demand draft.\n\n   \nThat is all!"),
        ],
        note="A figure is an ASCII digit outside the sentence's citations; a sentence with one and "
        'no citation is "uncited", and one with neither states nothing to check ("no-claim").',
    )
)


any_cited_block = check(
    "any-cited-block",
    "One cited block that supports the sentence, or states the figure, is enough",
    points=2,
    hint=2,
)(
    judged(
        [
            _args(
                "Demand drafts cost Rs 50 at any branch of the bank "
                f"[source: {FEE_ID}] [source: {BANK_ID}]."
            ),
            _args(
                "Late payment after 15 August has a fine of Rs 500, and a demand draft costs Rs 50 "
                f"[source: {FEE_ID}] [source: {BANK_ID}, page 1]."
            ),
            _args(
                f"Late payment after 15 August has a fine of Rs 50 [source: {FEE_ID}] "
                f"[source: {FEE_ID}, page 2]."
            ),
            # Together the two blocks hold three quarters of its terms; neither does alone.
            _args(
                "Visitors sign in at the desk and pay by UPI "
                f"[source: {FEE_ID}] [source: {HOSTEL_ID}].",
                threshold=(3, 4),
            ),
        ]
    )
)


citations_left_out = check(
    "citations-left-out",
    "The words are compared without the sentence's citations",
    points=2,
    hint=2,
)(
    judged(
        [
            _args(f"Late fine: Rs 500 [source: {FEE_ID}, page 2]."),
            _args(f"Visitors sign in [source: {HOSTEL_ID}, page 1] [source: {HOSTEL_ID}]."),
        ],
        note="Pass `without_citations(sentence)` to `supports`: a marker's words (`source`, "
        "`fee`, `policy`, `p2`, `page`...) are in no block and drag a short sentence under the "
        "threshold.",
    )
)

nothing_distinctive = check(
    "nothing-distinctive",
    "A sentence of common words only is unsupported, even at threshold 0",
    hint=2,
)(
    judged(
        [
            _args(f"The students [source: {FEE_ID}].", threshold=(0, 1)),
            _args(f"The students, the students [source: {FEE_ID}, page 2].", threshold=HALF),
        ],
        note="With no distinctive term left the overlap is 0 of 0, which is undefined, and an "
        "undefined overlap never supports a sentence.",
    )
)


decision_rule = check(
    "decision-rule",
    "Show when nothing is wrong; retry on attempt 1; refuse after",
    points=3,
    hint=1,
)(
    judged(
        [
            _args(f"{PAYS} {THANKS}", attempt=1),
            _args(f"{PAYS} {THANKS}", attempt=2),
            _args(f"{PAYS} {CARD}", attempt=1),
            _args(f"{PAYS} {CARD}", attempt=2),
            _args(f"{THANKS} Ask the fee office.", attempt=1),
        ],
        lines=True,
    )
)


no_third_attempt = check(
    "no-third-attempt", "Attempt 2 and any later attempt never retry", points=3, hint=1
)(
    judged(
        [
            _args(INVENTED, attempt=2),
            _args(INVENTED, attempt=3),
            _args(MISTYPED, attempt=7),
            _args(LATE, attempt=3),
        ],
        note='Only attempt 1 may retry: on any other attempt, a problem means "refuse".',
        lines=True,
    )
)


empty_answer = check("empty-answer", "An answer with no sentence is shown, with no labels", hint=1)(
    judged([_args(""), _args(" \n\t\n ", attempt=2)])
)


sentences_as_given = check(
    "sentences-as-given", "One label per sentence, cut as Every factual claim cited cuts", hint=1
)(
    judged(
        [
            _args(f"The fine is Rs. 500 after 15 August. [source: {FEE_ID}] {THANKS}"),
            _args(f"UPI is accepted.\n[source: {FEE_ID}]\n\nFine: Rs 500 [source: {FEE_ID}]"),
        ],
        note="Use the given `sentences`: citations right after a full stop belong to the sentence "
        "it ends, and a line break always ends one.",
    )
)


feedback_text_exact = check(
    "feedback-text-exact", "Feedback lines word for word", hint=3
).expect_same(
    [
        _args(f"{THANKS} {MISTYPED}"),
        _args(f"{THANKS}\n{THANKS}\n{LIBRARY}\n{WRONG_PAGE}\n{LATE_1000}\n{CARD}"),
        _args(
            f"Fees [source: fee_policy_v2] [source: {FEE_ID}] [source: fee_policy_v3]. "
            f"Fees [source: {FEE_ID}, page 3] [source: {BANK_ID}, page 9]. "
            f"Late payment after 15 August has a fine of Rs 1,000 and 20% [source: {FEE_ID}]."
        ),
    ],
    note="Each line is `Sentence N: ` (N counted from 1 over all sentences, no-claim ones too) "
    "and the words the task gives for the label, naming the first unusable id, the first "
    "wrong page or the first unbacked quantity.",
)


@check("returns-report-shape", "Returns the three keys: two lists of strings and a string", hint=3)
def returns_report_shape(t: Trial) -> None:
    for args in (_args(WORKED), _args(PAYS), _args("")):
        _report(t, args)


@check("arguments-unchanged", "Leaves its arguments unchanged", hint=3)
def arguments_unchanged(t: Trial) -> None:
    # Blocks and ids in several orders, repeats among the authorised ids: sorting, filtering or
    # adding to a list, or rewriting a block's dict, changes one of them.
    rng = random.Random(5)
    cases = [
        _args(WORKED, blocks=[dict(block) for block in BLOCKS], authorised=list(AUTHORISED)),
        _args(
            WORKED,
            blocks=[dict(block) for block in reversed(BLOCKS)],
            authorised=[BANK_ID, FEE_ID, BANK_ID, "zz_unused"],
        ),
        *(_at_scale(12, rng) for _ in range(2)),
    ]
    for args in cases:
        t.expect_unchanged(
            *args,
            advice=said(
                python=(
                    "The caller still needs its blocks and lists as they were: build a new dict or "
                    "set of the usable blocks instead of changing the ones you were given."
                ),
                javascript=(
                    "The caller still needs its blocks and Arrays as they were: build a new Map or "
                    "Set of the usable blocks instead of changing the ones you were given."
                ),
            ),
        )


# Each other call repeats every argument of the first but one, with a different report: a
# report remembered by the others alone is the other call's.
_BOTH = f"{PAYS} {CHEQUES}"
independent_calls = INDEPENDENT_CALLS.expect_independent(
    _args(_BOTH),
    ("Fees.", *_args(_BOTH)[1:]),
    _args(_BOTH, blocks=[FEE, HOSTEL, BANK]),
    _args(_BOTH, authorised=[*AUTHORISED, OTHER_ID]),
    (_BOTH, BLOCKS, AUTHORISED, INDEX[:4], HALF, 1),
    _args(_BOTH, threshold=(1, 1)),
    _args(_BOTH, attempt=2),
)


# Generated answers are built from sentences whose labels are known against the running
# scenario's blocks, so each property knows the report it should get.
KNOWN: list[tuple[str, str]] = [
    (PAYS, "supported"),
    (LATE, "supported"),
    (VISITORS, "supported"),
    (DRAFT_COST, "supported"),
    (LATE_1000, "unbacked-number"),
    (CARD, "uncited"),
    (WRONG_PAGE, "wrong-page"),
    (INVENTED, "unknown-source"),
    (CHEQUES, "unknown-source"),
    (MISTYPED, "malformed"),
    (LIBRARY, "unsupported"),
    (THANKS, "no-claim"),
    ("Ask the fee office if anything is unclear.", "no-claim"),
]
SUPPORTED = [position for position, (_, label) in enumerate(KNOWN) if label == "supported"]
_SEPARATORS = [" ", "\n", "  ", " \t"]
# Markers that look like citations but are none: a capital, a plural, round brackets, page 0,
# the word form, two ids in one.
_MALFORMED = [
    f"[Source: {FEE_ID}]",
    f"[sources: {FEE_ID}]",
    f"(source: {BANK_ID})",
    f"[source: {HOSTEL_ID}, page 0]",
    "Source: the fee policy",
    f"[source: {FEE_ID}, {BANK_ID}]",
    "[ source = fee ]",
]
PROPERTY_EXAMPLES = 40

Built = tuple[list[int], list[str], int]  # positions into KNOWN, separators, attempt


@st.composite
def answers(draw: st.DrawFn) -> Built:
    """Positions into KNOWN, the separator after each sentence, and the attempt."""
    chosen = draw(st.lists(st.integers(0, len(KNOWN) - 1), max_size=6))
    separators = [draw(st.sampled_from(_SEPARATORS)) for _ in chosen]
    return chosen, separators, draw(st.sampled_from([1, 2]))


def _text(chosen: list[int], separators: list[str], marked: tuple[int, str] | None = None) -> str:
    """The answer built from KNOWN's sentences; `marked` puts a malformed marker before the end
    mark of the sentence at that place."""
    parts = []
    for place, (position, separator) in enumerate(zip(chosen, separators)):
        sentence = KNOWN[position][0]
        if marked is not None and marked[0] == place:
            sentence = f"{sentence[:-1]} {marked[1]}{sentence[-1]}"
        parts.append(sentence + separator)
    return "".join(parts)


def _expected_decision(labels: list[str], attempt: int) -> str:
    if all(label in FINE for label in labels):
        return "show"
    return "retry" if attempt == 1 else "refuse"


@check(
    "property-one-label-per-sentence",
    "Generated answers: one label per sentence, in order, by the priority",
    points=3,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=answers())
def property_one_label_per_sentence(t: Trial, case: Built) -> None:
    chosen, separators, attempt = case
    got = _report(t, _args(_text(chosen, separators), attempt))
    want = [KNOWN[position][1] for position in chosen]
    if got["labels"] != want:
        t.fail(
            f"It returned the labels {t.show(got['labels'])}; the sentences, one label each "
            f"in order, are {t.show(want)}."
        )


@check(
    "property-decision-follows-labels",
    "Generated answers: the decision and the feedback follow the labels and the attempt",
    points=3,
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(case=answers())
def property_decision_follows_labels(t: Trial, case: Built) -> None:
    chosen, separators, attempt = case
    got = _report(t, _args(_text(chosen, separators), attempt))
    labels = [KNOWN[position][1] for position in chosen]
    decision = _expected_decision(labels, attempt)
    if got["decision"] != decision:
        t.fail(
            f"It returned the decision {t.show(got['decision'])} at attempt {attempt} for "
            f"sentences labelled {t.show(labels)}; the decision is {t.show(decision)}."
        )
    problems = sum(label not in FINE for label in labels)
    if len(got["feedback"]) != problems:
        t.fail(
            f"It returned the feedback {t.show(got['feedback'])} for sentences labelled "
            f"{t.show(labels)}; there must be one line for each sentence with a problem "
            f"({problems}), and none when the answer is shown."
        )


@st.composite
def marked_answers(draw: st.DrawFn) -> tuple[Built, int, str]:
    """An answer of at least one sentence, the place of the sentence to mark, and the mark."""
    chosen, separators, attempt = draw(answers())
    if not chosen:
        chosen, separators = [SUPPORTED[0]], [" "]
    place = draw(st.integers(0, len(chosen) - 1))
    return (chosen, separators, attempt), place, draw(st.sampled_from(_MALFORMED))


@check(
    "property-malformed-never-shows",
    "Generated answers: adding a malformed marker never lets the answer be shown",
    points=3,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=marked_answers())
def property_malformed_never_shows(t: Trial, case: tuple[Built, int, str]) -> None:
    (chosen, separators, attempt), place, mark = case
    got = _report(t, _args(_text(chosen, separators, (place, mark)), attempt))
    labels = got["labels"]
    if got["decision"] == "show" or place >= len(labels) or labels[place] != "malformed":
        t.fail(
            f"It returned {t.show(got)}, although sentence {place + 1} holds {mark!r}, "
            'which looks like a citation and is none: that sentence is "malformed", and the '
            "answer is never shown."
        )


@st.composite
def answers_with_supported(draw: st.DrawFn) -> tuple[Built, int]:
    """An answer holding a supported sentence, and the place of one such sentence."""
    chosen, separators, attempt = draw(answers())
    place = draw(st.integers(0, len(chosen)))
    chosen = [*chosen[:place], draw(st.sampled_from(SUPPORTED)), *chosen[place:]]
    separators = [*separators[:place], " ", *separators[place:]]
    return (chosen, separators, attempt), place


@check(
    "property-removing-supported",
    "Generated answers: removing a supported sentence changes no other label, nor a show",
    points=3,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=answers_with_supported())
def property_removing_supported(t: Trial, case: tuple[Built, int]) -> None:
    (chosen, separators, attempt), place = case
    whole = _report(t, _args(_text(chosen, separators), attempt))
    rest = [*chosen[:place], *chosen[place + 1 :]]
    rest_separators = [*separators[:place], *separators[place + 1 :]]
    without = _report(t, _args(_text(rest, rest_separators), attempt))
    kept = [*whole["labels"][:place], *whole["labels"][place + 1 :]]
    if without["labels"] != kept or (whole["decision"] == "show") != (
        without["decision"] == "show"
    ):
        t.fail(
            f"With sentence {place + 1} (supported) it returned {t.show(whole)}; without it, "
            f"{t.show(without)}. Each sentence is judged alone, so the other labels and a "
            "show decision must stay as they were."
        )


# Ids that are never usable in the running scenario, as a generated answer may cite them.
_UNUSABLE = st.sampled_from(
    [OTHER_ID, "fee_policy_p9_c4", "hostel_rules_p1_c4", "bank_faq_p1_c1.v2", "Fee_Policy_P2_C1"]
)


@st.composite
def leak_cases(draw: st.DrawFn) -> tuple[Built, str, int]:
    """An answer, an unusable id it cites in one more sentence, and where that sentence goes."""
    chosen, separators, attempt = draw(answers())
    return (chosen, separators, attempt), draw(_UNUSABLE), draw(st.integers(0, len(chosen)))


@check(
    "property-no-tenant-leak",
    "Generated answers: where an unusable id comes from never changes the report",
    points=3,
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(case=leak_cases())
def property_no_tenant_leak(t: Trial, case: tuple[Built, str, int]) -> None:
    (chosen, separators, attempt), source_id, place = case
    parts = [KNOWN[position][0] + separator for position, separator in zip(chosen, separators)]
    # A sentence whose words the unusable block would support, were it usable.
    parts.insert(place, f"Cheques are accepted at the fee office [source: {source_id}]. ")
    answer = "".join(parts)
    usable = [FEE, HOSTEL, BANK]
    leaked: Block = {"id": source_id, "page": 4, "text": OTHER["text"]}
    variants = {
        "invented (in no list)": (usable, AUTHORISED),
        "handed out, another college's": ([*usable, leaked], AUTHORISED),
        "authorised, never handed out": (usable, [*AUTHORISED, source_id]),
    }
    reports = {
        where: _report(t, (answer, blocks, ids, INDEX, HALF, attempt))
        for where, (blocks, ids) in variants.items()
    }
    first_where, first = next(iter(reports.items()))
    for where, report in reports.items():
        if report != first:
            t.fail(
                f"Citing {source_id!r} {first_where}, it returned {t.show(first)}; "
                f"{where}, {t.show(report)}. An id the answer may not use gets the same "
                "label and the same words wherever it comes from: anything else tells the model "
                "which ids exist for someone else."
            )


SCALE_ADVICE = said(
    python=(
        "These answers cite thousands of blocks, most of them usable, against as many authorised "
        "ids: the time grew like a scan of a list once per citation (`in` on authorised_ids, or a "
        "loop over the blocks to find the cited one). Put the usable blocks in a dict by id once."
    ),
    javascript=(
        "These answers cite thousands of blocks, most of them usable, against as many authorised "
        "ids: the time grew like a scan of an Array once per citation (`includes` on "
        "authorised_ids, or `find` over the blocks). Put the usable blocks in a Map by id once."
    ),
)


def _at_scale(size: int, rng: random.Random) -> Args:
    """About `size` sentences, most of them citing three of about `size` usable blocks, the last
    at a wrong page (so every citation is looked up), the others the running scenario's, with
    as many authorised ids and a quarter as many blocks of another college, in random order."""
    ids = [
        f"{rng.choice(['fee', 'hostel', 'bank'])}_{n}_{rng.getrandbits(24):06x}"
        for n in range(size)
    ]
    pages = {source_id: rng.randrange(1, 40) for source_id in ids}
    blocks: list[Block] = [{"id": i, "page": p, "text": f"Note {i}."} for i, p in pages.items()]
    blocks += [BLOCKS[0], BLOCKS[1], BLOCKS[2]]
    blocks += [{"id": f"other_{n}", "page": 1, "text": "Elsewhere."} for n in range(size // 4)]
    authorised = [*ids, *AUTHORISED, *(f"unused_{n}" for n in range(size // 4))]
    rng.shuffle(blocks)
    rng.shuffle(authorised)
    sentences = []
    for _ in range(size):
        if rng.random() < 0.1:
            sentences.append(rng.choice(KNOWN)[0])
            continue
        cited = [rng.choice(ids) for _ in range(3)]
        last_page = pages[cited[2]] + 1
        sentences.append(
            f"See the notes [source: {cited[0]}] [source: {cited[1]}, page {pages[cited[1]]}] "
            f"[source: {cited[2]}, page {last_page}]."
        )
    return " ".join(sentences), blocks, authorised, INDEX, HALF, rng.choice([1, 2])


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_at_scale, size=300, advice=SCALE_ADVICE)
