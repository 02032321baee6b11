"""Checks for "Verify, retry once, then refuse". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The two
properties judge the answer with what they generated (which ids each draft cites), never with
the reference."""

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
    show_value,
    st,
)

REFUSAL = "I don't know from the provided documents."
NO_CITATION = "No citation: cite at least one retrieved source."
UNKNOWN = "Unknown source: "


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
        "No retry, no feedback: None when the first passes",
        "No retry, no feedback: null when the first passes",
    ),
    hint=2,
).expect_same_each(
    ([PAYS], [LATE_FIXED, TWO_INVENTED]),
    RETRIEVED,
    note=said(
        "No retry was sent, so there is no feedback: None, not an empty string or a message.",
        "No retry was sent, so there is no feedback: null, not undefined, an empty string or a "
        "message.",
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
            f"{t.show_call(*args)} returned shown={show_value(shown)}; the refusal is "
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
        "A missing draft counts as a draft that cites nothing: the refusal, 2 attempts, and "
        f"the feedback {NO_CITATION!r}.",
        "A missing draft counts as a draft that cites nothing: the refusal, 2 attempts, and "
        f"the feedback {json.dumps(NO_CITATION)}.",
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
        [f"The source: {FEE}, page 2 says UPI is fine.", PAYS],
        [REFUSAL, PAYS],
        [UNCITED, "   "],
    ),
    RETRIEVED,
    note=said(
        f"A draft without a single citation fails with the one line {NO_CITATION!r}.",
        f"A draft without a single citation fails with the one line {json.dumps(NO_CITATION)}.",
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
malformed_markers = check(
    "malformed-markers", "Broken markers are not citations, not even unknown ones", hint=2
).expect_same(
    [
        ([f"UPI is accepted {BROKEN}.", PAYS], RETRIEVED),
        ([f"{PAYS} {BROKEN}", UNCITED], RETRIEVED),
        ([f"Fees [source: {FEE}, page 00] [source: x, page 000]", PAYS], RETRIEVED),
        ([f"Fees [source: x [source: {FEE}]", UNCITED], RETRIEVED),
    ],
    note='A broken marker is not a citation (as in "Extract citations"): it is neither '
    "verified nor named in the feedback, and a draft with only broken markers cites nothing.",
)


shown_verbatim = check(
    "shown-verbatim", "The passing draft is shown exactly as written", hint=2
).expect_same_each(
    ([f"  {PAYS}\n\n", UNCITED], [UNCITED, f"\t{VISITORS}  [Source: x]\n"]),
    RETRIEVED,
    note=said(
        "Show the draft itself: do not strip it, reformat it or take its markers out.",
        "Show the draft itself: do not trim() it, reformat it or take its markers out.",
    ),
)


feedback_text_exact = check(
    "feedback-text-exact", "Feedback lines are exact: one per problem, joined by \\n", hint=3
).expect_same_each(
    ([TWO_INVENTED, PAYS], ["Fees [source: x] [source: y] [source: z]", UNCITED]),
    RETRIEVED,
    note=said(
        f"Each unknown id gets the line {UNKNOWN!r} followed by the id; the lines are joined "
        'with "\\n", with no line break at the end and nothing else around them.',
        f"Each unknown id gets the line {json.dumps(UNKNOWN)} followed by the id; the lines are "
        'joined with "\\n", with no line break at the end and nothing else around them.',
    ),
)


@check(
    "returns-dict-shape",
    said(
        "Returns a dict with exactly shown, attempts and feedback",
        "Returns an object with exactly shown, attempts and feedback",
    ),
    hint=3,
)
def returns_dict_shape(t: Trial) -> None:
    for args in (([PAYS], RETRIEVED), ([LATE_INVENTED, LATE_FIXED], RETRIEVED)):
        _outcome(t, args)


UNCHANGED_ADVICE = said(
    "The caller still needs its lists: read the drafts by position instead of "
    "popping, padding or removing them, and build a set instead of sorting or changing "
    "the ids, on every path through your function.",
    "The caller still needs its Arrays: read the drafts by index instead of taking them "
    "off with shift(), pop() or splice(), or padding them with push(), and build a Set "
    "instead of calling sort() on the ids or changing them, on every path through your "
    "function.",
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
            "shown is the text the user sees, attempts is 1 or 2, and feedback is the "
            "retry's feedback, or None when the first draft passes.",
            "shown is the text the user sees, attempts is 1 or 2, and feedback is the "
            "retry's feedback, or null when the first draft passes.",
        ),
    )
    if got["attempts"] not in (1, 2):
        t.fail(
            f"{t.show_call(*args)} returned attempts={show_value(got['attempts'])}; it is 1 "
            "when the first draft passes and 2 otherwise: never a third attempt, and a missing "
            "draft still counts."
        )
    return got


# Generated drafts are made of prose (with no square brackets in it), real markers and decoys:
# almost-markers naming an id that must not count. The generator keeps the ids each draft
# really cites, so the right outcome follows from the task's rules without the reference. Each
# case draws its ids from a small pool (with a case variant of its first id), so drafts pass
# and fail about equally often. Lists are short on purpose: a shrunk counterexample stays
# readable, and generation stays fast.
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
_DECOYS = [
    "[Source: {id}]",
    "[source: {id}, page 0]",
    "[source: {id} x]",
    "source: {id}",
    "[source:\n{id}]",
    "[sources: {id}]",
    "[source: {id}, Page 2]",
]
_PROSE = st.sampled_from(
    ["", " ", "UPI is accepted ", "The fine is Rs 500. ", "学费 ", "\n", " — ", "😀", "Source "]
)
# How an id is written: in a real marker (True) or in a decoy (False).
_SHAPE = st.one_of(
    st.sampled_from(_MARKERS).map(lambda shape: (True, shape)),
    st.sampled_from(_DECOYS).map(lambda shape: (False, shape)),
)


@st.composite
def drafted(draw: st.DrawFn, pool: list[str]) -> tuple[str, list[str]]:
    """A draft's text and the ids it really cites, in order."""
    parts = draw(st.lists(st.tuples(_PROSE, st.sampled_from(pool), _SHAPE), max_size=4))
    text = "".join(prose + shape.format(id=id_) for prose, id_, (_, shape) in parts)
    return text + draw(_PROSE), [id_ for _, id_, (real, _) in parts if real]


@st.composite
def retry_cases(draw: st.DrawFn) -> tuple[Case, list[list[str]]]:
    """(drafts, retrieved ids), and the ids each draft cites."""
    pool = draw(st.lists(st.sampled_from(_IDS), min_size=1, max_size=3, unique=True))
    variant = pool[0].swapcase()
    pool += [variant] if variant not in pool else []
    drafts = draw(st.lists(drafted(pool), max_size=4))
    retrieved = draw(st.lists(st.sampled_from(pool + _UNCITABLE), max_size=4))
    return ([text for text, _ in drafts], retrieved), [cited for _, cited in drafts]


def _problems(cited: list[str], known: set[str]) -> list[str]:
    """The task's feedback lines for a draft citing `cited`: none when it passes."""
    if not cited:
        return [NO_CITATION]
    return [f"{UNKNOWN}{id_}" for id_ in dict.fromkeys(cited) if id_ not in known]


@check(
    "property-outcome",
    "Generated drafts: the right draft, or the refusal, after the right number of attempts",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@example(case=(([], []), []))
@example(case=((["[source: a]", "[source: a]", "[source: a]"], []), [["a"], ["a"], ["a"]]))
@given(case=retry_cases())
def property_outcome(t: Trial, case: tuple[Case, list[list[str]]]) -> None:
    args, cited = case
    drafts, retrieved = args
    got = _outcome(t, args)
    known = set(retrieved)
    passes = [not _problems(ids, known) for ids in cited[:2]] + [False, False]
    if passes[0]:
        want, attempts, why = drafts[0], 1, "the first draft passes"
    elif passes[1]:
        want, attempts, why = drafts[1], 2, "the first draft fails and the second passes"
    else:
        want, attempts, why = REFUSAL, 2, "neither of the first two drafts passes"
    if got["shown"] != want or got["attempts"] != attempts:
        t.fail(
            f"It returned shown={show_value(got['shown'])}, attempts={got['attempts']}; "
            + f"{why}, so the answer is shown={show_value(want)}, attempts={attempts}. "
            + "Only markers in the agreed format are citations, and ids are compared exactly."
        )


@check(
    "property-feedback",
    "Generated drafts: the feedback names exactly the first draft's problems",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=retry_cases())
def property_feedback(t: Trial, case: tuple[Case, list[list[str]]]) -> None:
    args, cited = case
    got = _outcome(t, args)
    first = cited[0] if cited else []
    lines = _problems(first, set(args[1]))
    want = "\n".join(lines) if lines else None
    feedback = got["feedback"]
    if feedback == want:
        return
    advice = "Name each unknown id of the first draft, in the order it is first cited."
    if want is None:
        advice = (
            f"The first draft passes, so there was no retry and no feedback: {show_value(None)}."
        )
    elif type(feedback) is str:
        names = [line.removeprefix(UNKNOWN) for line in feedback.split("\n")]
        twice = repeated(names)
        order = first_positions(first)
        positions = [order.get(name, -1) for name in names]
        if twice:
            advice = f"{show_value(twice)} are named more than once: name each id once."
        elif -1 not in positions and positions != sorted(positions):
            advice = "The ids are not in the order they are first cited in the first draft."
    t.fail(
        f"It returned feedback={show_value(feedback)}, but the answer is "
        + f"{show_value(want)}. {advice}"
    )


def _many_markers(count: int, shift: int) -> str:
    """Short sentences with a marker each: some broken, most of them with a known id."""
    shapes = [
        "[source: doc-{k}.txt, page {p}]",
        "[source:doc-{k}.txt]",
        "[Source: doc-{i}.txt]",
        "[source: doc-{k}.txt, page 0]",
        "[ source : doc-{k}.txt , page 0{p} ]",
        "[source: doc {i}]",
    ]
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
    t.expect_same([_many_markers(2000, 0), _many_markers(2000, 1)], retrieved)
    t.expect_same([_many_markers(2000, 2), _many_markers(2000, 0)], [*retrieved, HOSTEL])


# A long draft's sentence: a few words of prose, then a citation. Short sentences keep a linear
# call cheap, so the cost of scanning a list once per citation stands out.
_SENTENCE = "The late fine is Rs 500 "


def _draft_citing(ids: list[str], rng: random.Random) -> str:
    parts = []
    for id_ in ids:
        page = f", page {rng.randrange(1, 300)}" if rng.random() < 0.7 else ""
        parts.append(f"{_SENTENCE}[source: {id_}{page}]. ")
    return "".join(parts)


def _fresh_id(rng: random.Random) -> str:
    return f"{rng.choice(['fee_policy', 'hostel_rules', 'exam'])}_{rng.getrandbits(32):08x}"


RETRY_AT_SCALE_ADVICE = said(
    "This input had hundreds to thousands of retrieved ids and a first draft citing "
    "as many distinct unknown ids, so something runs once per citation and walks a whole "
    "list: `in`, `.index` or `.count` on the retrieved ids kept as a list, or on a list of "
    "the unknown ids named so far. Put the retrieved ids in a set once, and remember the "
    "ids already named in a set or a dict: each then answers 'is it in there?' in one step.",
    "This input had hundreds to thousands of retrieved ids and a first draft citing "
    "as many distinct unknown ids, so something runs once per citation and walks a whole "
    "Array: `includes`, `indexOf` or `filter` on the retrieved ids kept as an Array, or on "
    "an Array of the unknown ids named so far. Put the retrieved ids in a Set once, and "
    "remember the ids already named in a Set or a Map: each then answers 'is it in there?' "
    "with one `has`.",
)


def _retry_at_scale(size: int, rng: random.Random) -> Case:
    """`size` retrieved ids; a first draft of `size` citations, nearly all of them distinct
    invented ids (some repeated); a shorter second draft citing only retrieved ids, which
    passes. A scan of a list per citation (the retrieved ids, or the unknown ids named so
    far) then costs the most."""
    retrieved = [_fresh_id(rng) for _ in range(size)]
    first = [rng.choice(retrieved) if rng.random() < 0.05 else _fresh_id(rng) for _ in range(size)]
    for _ in range(size // 20):
        first[rng.randrange(size)] = rng.choice(first)
    second = [rng.choice(retrieved) for _ in range(size // 4)]
    return [_draft_citing(first, rng), _draft_citing(second, rng)], retrieved


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_retry_at_scale, size=400, advice=RETRY_AT_SCALE_ADVICE)
