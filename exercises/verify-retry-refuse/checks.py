"""Checks for "Verify, retry once, then refuse". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The
properties judge the answer with what they generated (which ids each draft cites, which
malformed citations it holds), never with the reference."""

from __future__ import annotations

import json
import random
from typing import TypedDict

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    example,
    first_positions,
    given,
    repeated,
    said,
    st,
)

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."
UNKNOWN = "Unknown source: "
MALFORMED = "Malformed citation: "


class Outcome(TypedDict):
    """What the learner's function returns: exactly these keys, of these types."""

    shown: str
    attempts: int
    feedback: str | None


FEE = "fee_policy_p2_c1"
HOSTEL = "hostel_rules_p1_c3"
RETRIEVED = [FEE, HOSTEL]

# The drafts of the worked examples: facts from the college's fee policy, cited well or badly.
PAYS = f"Semester fees can be paid by UPI, net banking or demand draft [source: {FEE}, page 2]."
LATE_INVENTED = (
    f"You can pay by UPI [source: {FEE}, page 2]. Paying after 15 August costs "
    "a Rs 500 fine [source: late_fees_p4_c2, page 4]."
)
LATE_FIXED = (
    f"You can pay by UPI [source: {FEE}, page 2]. Paying after 15 August costs "
    f"a Rs 500 fine [source: {FEE}, page 2]."
)
TWO_INVENTED = (
    "UPI is accepted [source: fee_schedule_2023, page 1]. The late fine is Rs 500 "
    "[source: bank_faq_p1_c2] and is charged after 15 August [source: fee_schedule_2023]."
)
UNCITED = "UPI is accepted, and paying after 15 August adds a Rs 500 fine."
VISITORS = f"Visitors sign in at the hostel desk [source: {HOSTEL}]."

Case = tuple[list[str], list[str]]


example_1 = check("example-1", "Worked example: the first draft passes", hint=1).expect_same(
    [([PAYS, UNCITED], RETRIEVED)]
)


example_2 = check(
    "example-2", "Worked example: an invented id, then a clean retry", hint=1
).expect_same([([LATE_INVENTED, LATE_FIXED], RETRIEVED)])


example_3 = check(
    "example-3", "Worked example: both drafts fail, so the answer is the refusal", hint=2
).expect_same([([TWO_INVENTED, UNCITED], RETRIEVED)])


first_draft_wins = check(
    "first-draft-wins", "A passing first draft is shown, whatever comes after it", hint=1
).expect_same_each(
    ([PAYS, LATE_FIXED], [VISITORS, UNCITED, PAYS], [PAYS, PAYS]),
    RETRIEVED,
    note="When the first draft passes, it is shown at once: no retry is asked for.",
)


feedback_none_on_first_pass = check(
    "feedback-none-on-first-pass",
    said(
        python="No retry, no feedback: None when the first passes",
        javascript="No retry, no feedback: null when the first passes",
    ),
    hint=2,
).expect_same_each(
    ([PAYS], [LATE_FIXED, TWO_INVENTED]),
    RETRIEVED,
    note=said(
        python="No retry was sent, so there is no feedback: None, not an empty string or a "
        "message.",
        javascript="No retry was sent, so there is no feedback: null, not undefined, an empty "
        "string or a message.",
    ),
)


second_draft_passes = check(
    "second-draft-passes", "The first draft fails and the retry passes", hint=1
).expect_same_each(
    ([UNCITED, PAYS], [TWO_INVENTED, VISITORS], ["UPI works [Source: fees]", LATE_FIXED, UNCITED]),
    RETRIEVED,
    note="The retry is shown when it passes: 2 attempts, with the feedback on the first draft.",
)


both_fail_refuse = check(
    "both-fail-refuse", "Both drafts fail: the refusal, after 2 attempts", hint=1
).expect_same_each(
    ([LATE_INVENTED, TWO_INVENTED], [UNCITED, UNCITED], [UNCITED, LATE_INVENTED]),
    RETRIEVED,
    note="After two failed drafts, the user sees the refusal, and the feedback is still given.",
)


@check("refusal-text-exact", "The refusal is exactly the agreed sentence", hint=2)
def refusal_text_exact(t: Trial) -> None:
    args = ([LATE_INVENTED, UNCITED], RETRIEVED)
    got = t.result(*args)
    shown = got.get("shown") if type(got) is dict else None
    if type(shown) is str and shown != REFUSAL:
        t.fail(
            f"{t.show_call(*args)} returned shown={t.show(shown)}; the refusal is "
            f"exactly {REFUSAL!r}: a straight apostrophe ' (not \u2019), one space between "
            "words, a full stop at the end and nothing else."
        )
    t.expect_same(*args)


feedback_from_first_draft = check(
    "feedback-from-first-draft", "The feedback is about the first draft, not the second", hint=2
).expect_same_each(
    (
        [LATE_INVENTED, TWO_INVENTED],
        [TWO_INVENTED, UNCITED],
        [UNCITED, "Fine [source: made_up_p9_c9]."],
    ),
    RETRIEVED,
    note="The feedback is what was sent back with the retry, so it names the first draft's "
    "problems; the second draft's problems are never sent anywhere.",
)


single_draft = check(
    "single-draft", "Only one draft: a missing retry counts as a failed one", hint=2
).expect_same_each(
    ([PAYS], [LATE_INVENTED], [UNCITED]),
    RETRIEVED,
    note="With one draft, a failing first draft still counts 2 attempts (the retry was asked "
    "for and gave nothing usable), and the answer is the refusal.",
)


empty_drafts = check(
    "empty-drafts", "No drafts at all: both attempts cite nothing", hint=2
).expect_same(
    [([], RETRIEVED), ([], [])],
    note=said(
        python="A missing draft counts as a draft that cites nothing: the refusal, 2 attempts, and "
        f"the feedback {NO_CITATION!r}.",
        javascript="A missing draft counts as a draft that cites nothing: the refusal, 2 "
        f"attempts, and the feedback {json.dumps(NO_CITATION)}.",
    ),
)


third_draft_never_used = check(
    "third-draft-never-used", "Never a third attempt, even when it would pass", hint=2
).expect_same_each(
    (
        [LATE_INVENTED, UNCITED, PAYS],
        [UNCITED, TWO_INVENTED, LATE_FIXED, PAYS],
        [UNCITED, UNCITED, UNCITED, VISITORS, PAYS],
    ),
    RETRIEVED,
    note="Only the first two drafts are ever looked at: two failures mean the refusal.",
)


# Five unknown ids, in no sorted order, around a known one.
UNSORTED_UNKNOWNS = (
    "Fees [source: zeta_p1] are due [source: fee_policy_p2_c1] by 15 August "
    "[source: doc-1, page 3], by UPI [source: alpha.v2] or draft [source: Mid] [source: beta]."
)
unknown_ids_in_order = check(
    "unknown-ids-in-order", "Unknown ids in the order first cited, not sorted", hint=2
).expect_same(
    [([UNSORTED_UNKNOWNS, UNCITED], RETRIEVED)],
    note="One line per unknown id, in the order each is first cited in the first draft; "
    "do not sort them.",
)


# Unknown ids cited several times, with and without pages, between known ones.
REPEATS = (
    "UPI [source: b] [source: a] [source: fee_policy_p2_c1] [source: b, page 2] "
    "[source: a] [source: fee_policy_p2_c1, page 2] [source: c] [source: b]."
)
repeated_citations = check(
    "repeated-citations", "Repeated citations: each unknown id named once", hint=2
).expect_same(
    [
        ([REPEATS, VISITORS], RETRIEVED),
        ([REPEATS, REPEATS], [FEE, FEE, HOSTEL, FEE]),
        ([f"{PAYS} {PAYS} {PAYS}"], [FEE, FEE]),
    ],
    note="An id cited several times is one problem: name it once, where it is first cited.",
)


no_citation_feedback = check(
    "no-citation-feedback", "A draft that cites nothing gets the no-citation line", hint=2
).expect_same_each(
    (
        ["", PAYS],
        [UNCITED, PAYS],
        ["See footnote [1] and [the fee page](https://example.edu/fees).", PAYS],
        [f"The fee policy ({FEE}, page 2) says UPI is fine.", PAYS],
        [REFUSAL, PAYS],
        [UNCITED, "   "],
    ),
    RETRIEVED,
    note=said(
        python=f"A draft without a single citation fails with the one line {NO_CITATION!r}.",
        javascript=f"A draft without a single citation fails with the one line "
        f"{json.dumps(NO_CITATION)}.",
    ),
)


every_id_must_be_retrieved = check(
    "every-id-must-be-retrieved", "One retrieved id is not enough: all must be", hint=1
).expect_same_each(
    ([LATE_INVENTED, LATE_FIXED], [f"{VISITORS} Fees [source: fees_2023].", LATE_INVENTED]),
    RETRIEVED,
    note="A draft passes only when every id it cites was retrieved, not just one of them.",
)


# Near misses of fee_policy_p2_c1 (another case, a prefix, an extension, a suffix), and an id
# that the first call below retrieves only with a space after it.
LOOKALIKES = (
    "UPI [source: Fee_Policy_P2_C1] [source: fee_policy] [source: fee_policy_p2_c1.v2] "
    "[source: p2_c1] [source: hostel_rules_p1_c3]"
)
exact_id_comparison = check(
    "exact-id-comparison", "Ids are compared exactly: case, prefixes and spaces count", hint=2
).expect_same(
    [
        ([LOOKALIKES, PAYS], [FEE, f"{HOSTEL} "]),
        ([PAYS, VISITORS], [f"{FEE},{HOSTEL}", HOSTEL.upper()]),
        (["UPI [source: a]", "UPI [source: b]"], ["a b", "ab", " b"]),
        # Names that every plain JavaScript object already holds are ids like any other.
        (["UPI [source: constructor]", "UPI [source: toString]"], ["__proto__", "valueOf"]),
    ],
    note="A cited id must equal a retrieved id exactly: not in another case, not a part or an "
    "extension of one, and a retrieved id with a space in it can never be cited. Names such "
    "as constructor are ids like any other.",
)


nothing_retrieved = check(
    "nothing-retrieved", "Nothing was retrieved: every citation is unknown", hint=1
).expect_same_each(
    ([PAYS, VISITORS], [UNCITED, TWO_INVENTED]),
    [],
    note="With no retrieved ids, no citation can be right, so no draft can pass.",
)


marker_grammar = check(
    "marker-grammar", "Markers in every allowed spelling count, pages or not", hint=2
).expect_same_each(
    [
        [first, UNCITED]
        for first in (
            f"UPI [source:{FEE},page2].",
            f"UPI [ source : {FEE} ].",
            f"UPI [\tsource\t:\t{FEE}\t,\tpage\t007\t].",
            "UPI [source: bank-faq.v3, page 412] [source: .] [source: _-_].",
            f"UPI [source: {FEE}][source: {HOSTEL}, page 1]",
        )
    ],
    [FEE, HOSTEL, "bank-faq.v3", ".", "_-_"],
    note='Any marker that "Extract citations" accepts is a citation: spaces and tabs or none '
    "between the parts, a page or not, ids with dots, hyphens and underscores. Only the "
    "id is verified, never the page.",
)


# Broken markers of every kind, written into one draft.
BROKEN = (
    "[Source: fees_2023] [source: fees 2023] [source: fees_2023, page 0] "
    "[source:\nfees_2023] [sources: fees_2023] [source: fees_2023, page two] "
    "[source: café] [source: a, b] [source: fees_2023"
)
MARK_TEXT = (
    "from its bracket or word to the first `]` or `)` (or to a line break, another bracket or "
    "the end), each text once, where it first stands among the other problems. A draft with "
    "only broken markers also cites nothing."
)
malformed_markers = check(
    "malformed-markers", "Broken markers are problems, each named once, in order", hint=2
).expect_same(
    [
        ([f"UPI is accepted {BROKEN}.", PAYS], RETRIEVED),
        ([f"{PAYS} {BROKEN}", UNCITED], RETRIEVED),
        ([f"Fees [source: {FEE}, page 00] [source: x, page 000]", PAYS], RETRIEVED),
        ([f"Fees [source: x [source: {FEE}]", UNCITED], RETRIEVED),
        ([f"[Source: a] [source: b] [Source: a] {PAYS} [SOURCE: b]", PAYS], RETRIEVED),
    ],
    note=said(
        python=f"A broken marker is no citation, but it is a problem: the draft fails, and the "
        f"feedback names it as {MALFORMED!r} and its text, {MARK_TEXT}",
        javascript=f"A broken marker is no citation, but it is a problem: the draft fails, and the "
        f"feedback names it as {json.dumps(MALFORMED)} and its text, {MARK_TEXT}",
    ),
)


# A mistyped marker to a source never retrieved, beside a good citation: the draft a verifier
# that skips what it cannot read would show.
MISTYPED = [
    "[Source: late_fees_2019]",
    "[source: late fees]",
    f"[sources: {FEE}, late_fees_2019]",
    "(source: late_fees_2019)",
    "Source: late_fees_2019",
    "[source: late_fees_2019, page 0]",
    "[ SOURCE : late_fees_2019 ]",
]


@check("malformed-marker-blocks", "A draft with a malformed citation is never shown", hint=2)
def malformed_marker_blocks(t: Trial) -> None:
    for mark in MISTYPED:
        draft = f"UPI is accepted [source: {FEE}]. The late fine is Rs 500 {mark}."
        for args in (([draft, LATE_FIXED], RETRIEVED), ([UNCITED, draft], RETRIEVED)):
            got = t.result(*args)
            if type(got) is dict and got.get("shown") == draft:
                t.fail(
                    f"{t.show_call(*args)} showed {t.show(draft)}, which holds "
                    f"{t.show(mark)}: it looks like a citation but is none, so nothing "
                    "verified the source it names. A malformed citation is a problem to "
                    "report, never text to skip: the draft fails."
                )
            t.expect_same(
                *args,
                note=f"The draft fails, and the feedback names {t.show(mark)} as a "
                "malformed citation.",
            )


# Bracketed text that starts with `source` in any case, and the word `source` or `sources`
# before a colon, look like a citation; other brackets and words are plain text.
CITATION_LIKE = [
    "[sourced from the office]",
    "[\u00a0Source: late_fees_2019]",
    '[ "source": late_fees_2019 ]',
    "(Source 2023)",
    "[source](https://example.edu/fees)",
    "source: late_fees_2019",
    "\nSources : late_fees_2019, fee_schedule",
    "[\nsource: late_fees_2019]",
    "[1]",
    "[the fee page](https://example.edu/fees)",
    "[resource: late_fees_2019]",
    "The source of the fine is the fee office.",
    "(see the fee policy)",
]
looks_like_a_citation = check(
    "looks-like-a-citation",
    "A bracket then `source`, or `source:`, looks like a citation; other text does not",
    hint=2,
).expect_same_each(
    [[f"{PAYS} {text}", LATE_FIXED] for text in CITATION_LIKE],
    RETRIEVED,
    note="A `[` or `(` followed by the letters `source` in any case, with no ASCII letter, "
    "digit, bracket or line break between, looks like a citation, and so does the word "
    "`source` or `sources` in any case before a `:`: unless it is a citation, it is "
    "malformed. Other brackets and other words are plain text.",
)


shown_verbatim = check(
    "shown-verbatim", "The passing draft is shown exactly as written", hint=2
).expect_same_each(
    ([f"  {PAYS}\n\n", UNCITED], [UNCITED, f"\t{VISITORS}  [1]\n"]),
    RETRIEVED,
    note=said(
        python="Show the draft itself: do not strip it, reformat it or take its markers out.",
        javascript="Show the draft itself: do not trim() it, reformat it or take its markers out.",
    ),
)


feedback_text_exact = check(
    "feedback-text-exact", "Feedback lines are exact: one per problem, joined by \\n", hint=3
).expect_same_each(
    ([TWO_INVENTED, PAYS], ["Fees [source: x] [source: y] [source: z]", UNCITED]),
    RETRIEVED,
    note=said(
        python=f"Each unknown id gets the line {UNKNOWN!r} followed by the id; the lines are "
        f"joined "
        'with "\\n", with no line break at the end and nothing else around them.',
        javascript=f"Each unknown id gets the line {json.dumps(UNKNOWN)} followed by the id; the "
        f"lines are "
        'joined with "\\n", with no line break at the end and nothing else around them.',
    ),
)


@check(
    "returns-dict-shape",
    said(
        python="Returns a dict with exactly shown, attempts and feedback",
        javascript="Returns an object with exactly shown, attempts and feedback",
    ),
    hint=3,
)
def returns_dict_shape(t: Trial) -> None:
    for args in (([PAYS], RETRIEVED), ([LATE_INVENTED, LATE_FIXED], RETRIEVED)):
        _outcome(t, args)


UNCHANGED_ADVICE = said(
    python="The caller still needs its lists: read the drafts by position instead of "
    "popping, padding or removing them, and build a set instead of sorting or changing "
    "the ids, on every path through your function.",
    javascript="The caller still needs its Arrays: read the drafts by index instead of taking them "
    "off with shift(), pop() or splice(), or padding them with push(), and build a Set "
    "instead of calling sort() on the ids or changing them, on every path through your function.",
)


def _unchanged_cases() -> list[Case]:
    """Every path (the first draft passes, the retry passes, both fail) with no, one, two and
    three drafts, and retrieved ids in several orders (shuffled, sorted both ways, with
    repeats, empty); three more are drawn from a fixed seed, the same every run."""
    cases: list[Case] = [
        ([LATE_INVENTED, UNCITED, PAYS], [HOSTEL, FEE, HOSTEL]),
        ([PAYS, UNCITED], sorted(RETRIEVED)),
        ([UNCITED, LATE_FIXED], sorted(RETRIEVED, reverse=True)),
        ([TWO_INVENTED], [FEE]),
        ([], RETRIEVED),
        ([VISITORS, PAYS, UNCITED], []),
    ]
    rng = random.Random(20261201)
    drafts = [PAYS, LATE_INVENTED, LATE_FIXED, TWO_INVENTED, UNCITED, VISITORS]
    for count in (1, 2, 3):
        retrieved = rng.sample([FEE, HOSTEL, "bank_faq_p1_c2", "fee_schedule_2023"], 3)
        cases.append((rng.sample(drafts, count), [*retrieved, rng.choice(retrieved)]))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on every path", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


# The same drafts against other retrieved ids: an outcome remembered by the drafts alone is the
# other call's outcome.
independent_calls = INDEPENDENT_CALLS.expect_independent(
    ([LATE_INVENTED, LATE_FIXED], RETRIEVED), ([LATE_INVENTED, LATE_FIXED], [HOSTEL])
)


def _outcome(t: Trial, args: Case) -> Outcome:
    """The learner's result, which must have the promised shape before anything else counts."""
    got = t.expect_returns(
        Outcome,
        *args,
        advice=said(
            python="shown is the text the user sees, attempts is 1 or 2, and feedback is the "
            "retry's feedback, or None when the first draft passes.",
            javascript="shown is the text the user sees, attempts is 1 or 2, and feedback is the "
            "retry's feedback, or null when the first draft passes.",
        ),
    )
    if got["attempts"] not in (1, 2):
        t.fail(
            f"{t.show_call(*args)} returned attempts={t.show(got['attempts'])}; it is 1 "
            "when the first draft passes and 2 otherwise: never a third attempt, and a missing "
            "draft still counts."
        )
    return got


# Generated drafts are made of prose (with no brackets in it), real markers, malformed ones
# (an id in a mark that looks like a citation but is none) and plain text that names an id
# without looking like a citation. The generator keeps, in order, what each draft cites and
# the malformed marks it holds, so the right outcome follows from the task's rules without the
# reference. Each case draws its ids from a small pool (with a case variant of its first id),
# so drafts pass and fail about equally often. Lists are short on purpose: a shrunk
# counterexample stays readable, and generation stays fast.
PROPERTY_EXAMPLES = 60
_IDS = ["a", "b", "0", "-", ".", "a.b-c_d", FEE, HOSTEL, "page", "x" * 40]
# Retrieved ids may also be strings that no marker can cite.
_UNCITABLE = ["", "a ", "a,b", "é"]
_MARKERS = [
    "[source: {id}]",
    "[source: {id}, page 2]",
    "[source:{id},page 07]",
    "[ source : {id} ]",
    "[\tsource\t:\t{id}\t,\tpage\t31\t]",
]
# Each malformed mark as written, and the text the feedback names: a mark that a line break
# interrupts or ends is named up to the break.
_MALFORMED = [
    ("[Source: {id}]", "[Source: {id}]"),
    ("[source: {id}, page 0]", "[source: {id}, page 0]"),
    ("[source: {id} x]", "[source: {id} x]"),
    ("[source:\n{id}]", "[source:"),
    ("[sources: {id}]", "[sources: {id}]"),
    ("[source: {id}, Page 2]", "[source: {id}, Page 2]"),
    ("(source: {id})", "(source: {id})"),
    ("[ SOURCE : {id} ]", "[ SOURCE : {id} ]"),
    ("Sources: {id}\n", "Sources: {id}"),
]
_PLAIN = ["[{id}]", "[resource {id}]", "the source of {id} "]
_PROSE = st.sampled_from(
    ["", " ", "UPI is accepted ", "The fine is Rs 500. ", "学费 ", "\n", " — ", "😀", "Source "]
)
# What a draft holds, in order: (True, id) for a citation, (False, text) for a malformed mark.
Found = list[tuple[bool, str]]
# How an id is written: the text, and what a verifier finds in it (nothing, in plain text).
_CITED = st.sampled_from(_MARKERS).map(lambda shape: (shape, shape, True))
_BROKEN = st.sampled_from(_MALFORMED).map(lambda shapes: (*shapes, False))
_SHAPE = st.one_of(_CITED, _BROKEN, st.sampled_from(_PLAIN).map(lambda shape: (shape, "", False)))


@st.composite
def drafted(draw: st.DrawFn, pool: list[str]) -> tuple[str, Found]:
    """A draft's text, and its citations and malformed marks in order."""
    parts = draw(st.lists(st.tuples(_PROSE, st.sampled_from(pool), _SHAPE), max_size=4))
    text = "".join(prose + shape.format(id=id_) for prose, id_, (shape, _, _) in parts)
    found: Found = []
    for _, id_, (_, named, cites) in parts:
        if cites:
            found.append((True, id_))
        elif named:
            found.append((False, named.format(id=id_)))
    return text + draw(_PROSE), found


@st.composite
def retry_cases(draw: st.DrawFn) -> tuple[Case, list[Found]]:
    """(drafts, retrieved ids), and what each draft holds."""
    pool = draw(st.lists(st.sampled_from(_IDS), min_size=1, max_size=3, unique=True))
    variant = pool[0].swapcase()
    pool += [variant] if variant not in pool else []
    drafts = draw(st.lists(drafted(pool), max_size=4))
    retrieved = draw(st.lists(st.sampled_from(pool + _UNCITABLE), max_size=4))
    return ([text for text, _ in drafts], retrieved), [found for _, found in drafts]


def _problems(found: Found, known: set[str]) -> list[str]:
    """The task's feedback lines for a draft holding `found`: none when it passes."""
    lines = {
        f"{UNKNOWN}{value}" if cites else f"{MALFORMED}{value}": None
        for cites, value in found
        if not cites or value not in known
    }
    if any(cites for cites, _ in found):
        return list(lines)
    return [NO_CITATION, *lines]


@check(
    "property-outcome",
    "Generated drafts: the right draft, or the refusal, after the right number of attempts",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@example(case=(([], []), []))
@example(
    case=(
        (["[source: a]", "[source: a]", "[source: a]"], []),
        [[(True, "a")], [(True, "a")], [(True, "a")]],
    )
)
@given(case=retry_cases())
def property_outcome(t: Trial, case: tuple[Case, list[Found]]) -> None:
    args, found = case
    drafts, retrieved = args
    got = _outcome(t, args)
    known = set(retrieved)
    passes = [not _problems(held, known) for held in found[:2]] + [False, False]
    if passes[0]:
        want, attempts, why = drafts[0], 1, "the first draft passes"
    elif passes[1]:
        want, attempts, why = drafts[1], 2, "the first draft fails and the second passes"
    else:
        want, attempts, why = REFUSAL, 2, "neither of the first two drafts passes"
    if got["shown"] != want or got["attempts"] != attempts:
        t.fail(
            f"It returned shown={t.show(got['shown'])}, attempts={got['attempts']}; "
            + f"{why}, so the answer is shown={t.show(want)}, attempts={attempts}. "
            + "Only markers in the agreed format are citations, a malformed one fails its "
            + "draft, and ids are compared exactly."
        )


@check(
    "property-feedback",
    "Generated drafts: the feedback names exactly the first draft's problems",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=retry_cases())
def property_feedback(t: Trial, case: tuple[Case, list[Found]]) -> None:
    args, found = case
    got = _outcome(t, args)
    lines = _problems(found[0] if found else [], set(args[1]))
    want = "\n".join(lines) if lines else None
    feedback = got["feedback"]
    if feedback == want:
        return
    advice = (
        "Name each unknown id and each malformed citation of the first draft, in the order "
        "each first appears."
    )
    if want is None:
        advice = f"The first draft passes, so there was no retry and no feedback: {t.show(None)}."
    elif type(feedback) is str:
        named = feedback.split("\n")
        order = first_positions(lines)
        positions = [order.get(line, -1) for line in named]
        if repeated(named):
            advice = f"{t.show(repeated(named))} appear more than once: name each once."
        elif -1 not in positions and positions != sorted(positions):
            advice = "The lines are not in the order their problems first appear in the draft."
    t.fail(
        f"It returned feedback={t.show(feedback)}, but the answer is " + f"{t.show(want)}. {advice}"
    )


@st.composite
def marked_cases(draw: st.DrawFn) -> tuple[Case, int, str, bool]:
    """A case, the draft (0 or 1) that gets a malformed mark, the mark, and whether it goes at
    the draft's start (else at its end)."""
    (drafts, retrieved), _ = draw(retry_cases())
    shape, _ = draw(st.sampled_from([shapes for shapes in _MALFORMED if "\n" not in shapes[0]]))
    mark = shape.format(id=draw(st.sampled_from([*_IDS, "late_fees_2019"])))
    return (drafts, retrieved), draw(st.integers(0, 1)), mark, draw(st.booleans())


@check(
    "property-malformed-never-shown",
    "Generated drafts: adding a malformed citation never lets a draft through",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=marked_cases())
def property_malformed_never_shown(t: Trial, case: tuple[Case, int, str, bool]) -> None:
    (drafts, retrieved), which, mark, at_start = case
    marked = [*drafts, *[""] * (which + 1 - len(drafts))]
    marked[which] = mark + marked[which] if at_start else marked[which] + mark
    before = _outcome(t, (drafts, retrieved))
    after = _outcome(t, (marked, retrieved))
    if mark in after["shown"]:
        t.fail(
            f"It showed {t.show(after['shown'])}, which holds {t.show(mark)}: a "
            "malformed citation, so that draft fails and is never shown."
        )
    if after["attempts"] < before["attempts"]:
        t.fail(
            f"Without {t.show(mark)} it took {before['attempts']} attempts, but with it "
            f"{after['attempts']}: a malformed citation is one more problem, never a fix, so it "
            "never saves the retry."
        )
    if before["shown"] == REFUSAL and after["shown"] != REFUSAL:
        t.fail(
            f"Without {t.show(mark)} the answer was the refusal, but with it "
            f"{t.show(after['shown'])} was shown: a malformed citation never makes a "
            "draft pass."
        )


def _many_markers(count: int, shift: int, broken: bool) -> str:
    """Short sentences with a marker each, most of them with a known id; when `broken`, half
    of the markers are malformed."""
    shapes = ["[source: doc-{k}.txt, page {p}]", "[source:doc-{k}.txt]", "[ source : doc-{k}.txt ]"]
    if broken:
        shapes[1:1] = ["[Source: doc-{i}.txt]", "[source: doc-{k}.txt, page 0]"]
        shapes.append("[source: doc {i}]")
    sentences = []
    for i in range(count):
        # Every draft cites known ids (multiples of 3); shift 1 and 2 also cite a few others.
        k = i - i % 3 + (shift if i % 97 == 0 else 0)
        shape = shapes[i % len(shapes)]
        sentences.append(f"Fact {i} holds " + shape.format(i=i, k=k, p=i % 40 + 1) + ".")
    return " ".join(sentences)


# A function, so that the long drafts are built when the check runs, not whenever checks load.
@check("long-drafts", "Long drafts with two thousand markers, some broken", hint=3)
def long_drafts(t: Trial) -> None:
    retrieved = [f"doc-{i}.txt" for i in range(0, 2000, 3)]
    t.expect_same([_many_markers(2000, 0, False), _many_markers(2000, 1, True)], retrieved)
    t.expect_same([_many_markers(2000, 1, False), _many_markers(2000, 0, False)], retrieved)
    more = [*retrieved, HOSTEL]
    t.expect_same([_many_markers(2000, 2, True), _many_markers(2000, 0, False)], more)


# A long draft's sentence: a few words of prose, then a citation. Short sentences keep a linear
# call cheap, so the cost of scanning a list once per citation stands out.
_SENTENCE = "Fine: Rs 500 "


def _draft_citing(ids: list[str], rng: random.Random, malformed: float = 0.0) -> str:
    """A sentence per id, its marker malformed (a capital `S`) for about that share of them."""
    parts = []
    for id_ in ids:
        page = f", page {rng.randrange(1, 300)}" if rng.random() < 0.7 else ""
        word = "Source" if rng.random() < malformed else "source"
        parts.append(f"{_SENTENCE}[{word}: {id_}{page}]. ")
    return "".join(parts)


def _fresh_id(rng: random.Random) -> str:
    return f"{rng.choice(['fee_policy', 'hostel_rules', 'exam'])}_{rng.getrandbits(32):08x}"


RETRY_AT_SCALE_ADVICE = said(
    python="This input had hundreds to thousands of retrieved ids and a first draft citing "
    "as many distinct unknown ids, some in malformed markers, so something runs once per "
    "marker and walks a whole list: `in`, `.index` or `.count` on the retrieved ids kept as "
    "a list, or on a list of the problems named so far. Put the retrieved ids in a set "
    "once, and remember the lines already written in a set or a dict: each then answers "
    "'is it in there?' in one step.",
    javascript="This input had hundreds to thousands of retrieved ids and a first draft citing "
    "as many distinct unknown ids, some in malformed markers, so something runs once per "
    "marker and walks a whole Array: `includes`, `indexOf` or `filter` on the retrieved ids "
    "kept as an Array, or on an Array of the problems named so far. Put the retrieved ids "
    "in a Set once, and remember the lines already written in a Set or a Map: each then "
    "answers 'is it in there?' with one `has`.",
)


def _retry_at_scale(size: int, rng: random.Random) -> Case:
    """`size` retrieved ids; a first draft of `size` markers, nearly all of them distinct
    invented ids (some repeated), a quarter of the markers malformed; a shorter second draft
    citing only retrieved ids, which passes. A scan of a list per marker (the retrieved ids,
    or the problems named so far) then costs the most."""
    retrieved = [_fresh_id(rng) for _ in range(size)]
    first = [rng.choice(retrieved) if rng.random() < 0.05 else _fresh_id(rng) for _ in range(size)]
    for _ in range(size // 20):
        first[rng.randrange(size)] = rng.choice(first)
    second = [rng.choice(retrieved) for _ in range(size // 4)]
    return [_draft_citing(first, rng, malformed=0.25), _draft_citing(second, rng)], retrieved


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_retry_at_scale, size=400, advice=RETRY_AT_SCALE_ADVICE)
