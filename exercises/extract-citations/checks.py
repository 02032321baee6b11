"""Checks for "Extract citations". Expected answers come from the reference solution, in the
grader; these checks only choose inputs and say what to compare. The two properties compare
with what they generated, never with the reference."""

from __future__ import annotations

import random
import re

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    given,
    mismatch,
    said,
    st,
)

FEE = "fee_policy_p2_c1"
HOSTEL = "hostel_rules_p1_c3"

EXAMPLE_1 = (
    f"UPI is accepted [source: {FEE}, page 2]. Visitors sign in "
    f"[ source : {HOSTEL} ]. Late fine: Rs 500 [Source: {FEE}] [source: {FEE}, page 02]."
)
EXAMPLE_2 = f"Pay by demand draft [source:{FEE},page 2][source: bank-faq.v3]"
EXAMPLE_3 = "I don't know from the provided documents [source:] [source: a, page 0]."


example_1 = check(
    "example-1", "Worked example: pages, no page, spaces, a repeat", hint=1
).expect_same_each([EXAMPLE_1])

example_2 = check(
    "example-2", "Worked example: two markers with no spaces, side by side", hint=2
).expect_same_each([EXAMPLE_2])

example_3 = check("example-3", "Worked example: only broken markers", hint=2).expect_same_each(
    [EXAMPLE_3]
)


@check("no-citations", "No citations at all", hint=1)
def no_citations(t: Trial) -> None:
    t.expect_same("")
    t.expect_same("I don't know from the provided documents.")
    t.expect_same("See footnote [1] and [the fee page](https://example.edu/fees).")
    t.expect_same(
        f"source: {FEE}, page 2",
        note="Without the square brackets around it, this is ordinary text, not a citation.",
    )


@check("several-in-one-sentence", "Several markers in one sentence", hint=2)
def several_in_one_sentence(t: Trial) -> None:
    t.expect_same(
        "UPI [source: a] and net banking [source: b, page 3] both work.",
        note="Each marker ends at its own `]`: a match must not run on to a later marker.",
    )
    t.expect_same("Fees [source: a][source: b, page 3] are paid [source: c] by UPI [source: d].")


@check("missing-page", "Markers without a page", hint=2)
def missing_page(t: Trial) -> None:
    t.expect_same(f"Visitors sign in at the desk [source: {HOSTEL}].")
    t.expect_same(
        "[source: a] then [source: b, page 4] then [source: c]",
        note=f"A marker without a page gives its id with the page {t.show(None)}.",
    )


extra_spaces = check(
    "extra-spaces", "Spaces and tabs around every part, or none at all", hint=2
).expect_same_each(
    (
        "[  source  :  a  ,  page  3  ]",
        "[source:a,page3]",
        "[\tsource\t:\tb\t,\tpage\t12\t]",
        "[ source:c ] [source :d, page 5] [source: e ,page 6]",
    ),
    note="Any number of spaces and tabs, including none, may sit between the parts.",
)

id_characters = check(
    "id-characters", "Ids with dots, hyphens, underscores and digits", hint=2
).expect_same_each(
    (
        "[source: v1.2-final_draft] [source: 2024.report-Q3, page 9]",
        "[source: ...] [source: -] [source: _] [source: 0]",
        "[source: page, page 1] [source: source]",
    ),
    note="An id is any run of ASCII letters, digits, `_`, `-` and `.`.",
)


# Each kind of almost-citation, inside some ordinary text, with what it teaches.
MALFORMED = [
    ("[the fee policy](https://example.edu/source:fees)", "A Markdown link is not a citation."),
    ("[source](https://example.edu/fees.pdf)", "A Markdown link is not a citation."),
    ("[source:]", "The id cannot be empty."),
    ("[source: ]", "The id cannot be empty."),
    ("[source: , page 2]", "The id cannot be empty."),
    ("[source: a, page]", "After `page` there must be a number."),
    ("[source: a,]", "A comma must be followed by `page` and a number."),
    ("[source: a, 2]", "The word `page` is needed before the number."),
    ("[source: a page 2]", "A comma is needed before `page`."),
    ("[source: a, b]", "A marker holds one id, not a list of them."),
    ("[source: fee policy]", "An id cannot contain a space."),
    ("[source: a/b] [source: a#1] [source: 'a']", "Only letters, digits, _ - . make an id."),
    ("[source: a, page 2.5] [source: a, page -1]", "A page is a whole number, digits only."),
    ("[source: a, page two] [source: a, page 2a]", "A page is a whole number, digits only."),
    ("[source: a, page 2, section 1]", "Nothing else may follow the page number."),
    ("[source a] [source:: a]", "`source` is followed by exactly one colon."),
    ("[sources: a] [src: a] [ref: a]", "The word must be exactly `source`."),
    ("[source: [a]] [source: a, page [2]]", "There are no brackets inside a marker."),
    ("[source: x [source: a]", "The first `[` never closes; the second marker is whole."),
    ("Fees are due [source: a", "A marker needs its closing `]`."),
    ("Fees are due [source: a, page 2", "A marker needs its closing `]`."),
]


@check("malformed-markers", "Almost-citations of every kind are skipped", hint=2)
def malformed_markers(t: Trial) -> None:
    for marker, note in MALFORMED:
        t.expect_same(f"Fees are due {marker} by 15 August.", note=note)


wrong_case = check(
    "wrong-case", "Capital `Source` or `Page` is no marker; ids keep their case", hint=2
).expect_same_each(
    (
        "[Source: a]",
        "[SOURCE: a]",
        "[source: a, Page 2]",
        "[source: a, PAGE 2]",
        "[source: A] [source: Fee_Policy, page 1]",
    ),
    note="`source` and `page` must be written in lower case; an id keeps its own case.",
)


@check("page-zero", "Page 0 is not a citation; leading zeros are dropped", hint=3)
def page_zero(t: Trial) -> None:
    t.expect_same(
        "[source: a, page 0]", note="A page of 0 means the marker is not a citation at all."
    )
    t.expect_same(
        "[source: a, page 00] [source: b, page 10] [source: c, page 000] [source: d, page 007]",
        note="The page is read as a decimal number: 007 is 7, and 00 is 0, which is no citation.",
    )
    t.expect_same("[source: e, page 100] [source: f, page 01]")


other_whitespace = check(
    "other-whitespace", "Tabs count as spaces; line breaks and other blanks do not", hint=2
).expect_same_each(
    (
        "[source:\ta]",
        "[source:\na]",
        "[source: a,\npage 2]",
        "[source: a\r\n]",
        "[\u00a0source: a]",
        "[source:\u3000a]",
        "[source: a, page\u20022]",
    ),
    note="Only the space and the tab may sit inside a marker.",
)

ascii_only_inside = check(
    "ascii-only-inside", "Non-ASCII letters and digits inside a marker", hint=2
).expect_same_each(
    (
        "[source: café]",
        "[source: \uff46\uff45\uff45]",
        "[source: e\u0301]",
        "[source: a, page \u0663]",
        "[source: a, page \uff12]",
        "[source: b, page 3] [\u0455ource: c]",
    ),
    note="Ids use ASCII letters and digits only, and a page only the digits 0 to 9.",
)

unicode_around = check(
    "unicode-around", "Unicode text around the markers", hint=1
).expect_same_each(
    [
        f"Les frais — 500 ₹ [source: {FEE}, page 2] ✅ 学费可以用UPI支付[source: {FEE}]。"
        " رسوم التأخير [source: late-fees.v2, page 3] e\u0301 😀"
    ]
)

glued_to_text = check(
    "glued-to-text", "Markers glued to the text or brackets around them", hint=2
).expect_same_each(
    ("([source: a])", "x[source: a]y", "[[source: a]]", "**[source: a, page 1]**."),
    note="Only the text from `[` to `]` decides; whatever touches it outside does not matter.",
)

repeats_in_order = check(
    "repeats-in-order", "Repeated citations are all kept, in the order written", hint=1
).expect_same_each(
    ["[source: b] [source: a] [source: b] [source: a, page 2] [source: a] [source: b]"],
    note="Every marker counts, repeats included, in the order it appears; do not sort.",
)


@check(
    "returns-list-of-tuples",
    said(
        python="Returns a list of (str, int or None) tuples",
        javascript="Returns an Array of [string, integer or null] pairs",
    ),
    hint=3,
)
def returns_list_of_tuples(t: Trial) -> None:
    t.expect_returns(
        list[tuple[str, int | None]],
        "Fees [source: a, page 2] and rules [source: b].",
        advice=f"Each citation is a pair "
        f"{t.render(said(python='(id, page)', javascript='[id, page]'))}, such as "
        f"{t.show(('a', 2))}: the id a "
        f"string, the page a whole number, or {t.show(None)} when the marker has no page.",
    )


PAGE_007 = "[source: a, page 007]"


@check(
    "page-is-int",
    said(
        python="The page is an int, not the digits as a string",
        javascript="The page is a number, not the digits as a string",
    ),
    hint=3,
)
def page_is_int(t: Trial) -> None:
    for answer, page in ((f"Late fine: Rs 500 [source: {FEE}, page 2].", 2), (PAGE_007, 7)):
        got = t.result(answer)
        call = t.show_call(answer)
        wrong = mismatch(call, t.expected(answer), got, t.language)
        if not (type(got) is list and len(got) == 1 and type(got[0]) in (list, tuple)):
            t.fail(wrong)
        found = got[0][1] if len(got[0]) == 2 else None
        if type(found) is str:
            t.fail(
                f"{call} returned the page as the string {t.show(found)}. Read the digits "
                f"as a number, so that the page is {page}."
            )
        if type(found) is not int or found != page:
            t.fail(wrong)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    ("Pay by UPI [source: a, page 2].",), ("Sign in at the desk [source: b].",)
)


def _many_markers(count: int) -> str:
    """Short sentences, each with a marker: with and without pages, with leading zeros, with
    a page of 0, with a capital S, and with a broken id."""
    shapes = [
        "[source: doc-{i}.txt, page {p}]",
        "[source:doc_{i}]",
        "[ source : doc-{i} , page 0{p} ]",
        "[source: doc-{i}, page 0]",
        "[Source: doc-{i}]",
        "[source: doc {i}]",
    ]
    return " ".join(
        f"Fact {i} holds " + shapes[i % len(shapes)].format(i=i, p=i % 40 + 1) + "."
        for i in range(count)
    )


def _citations(t: Trial, answer: str) -> list[tuple[str, int | None]]:
    """The learner's result, which must have the right shape before a property means anything."""
    return t.expect_returns(list[tuple[str, int | None]], answer)


# Generated answers mix prose that never contains "[" with markers drawn from a small set of
# ids, pages and spacing styles. Lists are short on purpose: a shrunk counterexample stays
# readable, and generation stays fast.
PROPERTY_EXAMPLES = 65
_IDS = [
    "a",
    "b",
    "Z",
    "0",
    "-",
    ".",
    "_",
    "..",
    "a.b-c_d",
    FEE,
    HOSTEL,
    "v1.2-final",
    "page",
    "source",
    "x" * 40,
]
_PAGES = [None, 1, 2, 7, 10, 99, 120]
# An id and a page in one draw: generation costs per draw, and shrinking still goes towards
# ("a", None).
_CITATION = st.sampled_from([(i, p) for i in _IDS for p in _PAGES])
# The blanks after "[", before ":", after ":", after the id, after ",", after "page" and after
# the number; then how many leading zeros the page number gets.
_STYLE = st.sampled_from(
    [
        (("", "", " ", "", " ", " ", ""), 0),
        (("", "", "", "", "", "", ""), 0),
        ((" ", " ", " ", " ", " ", " ", " "), 1),
        (("\t", "\t", "\t", "\t", "\t", "\t", "\t"), 0),
        (("  ", " \t", "", "\t ", "", "   ", " "), 2),
    ]
)
_PROSE = st.sampled_from(
    [
        "",
        " ",
        "Pay the fees by 15 August. ",
        "UPI, net banking or demand draft",
        " — ",
        "source: x, page 2 ",
        "page 3]",
        "]",
        "Rs 500 ✓ ",
        "学费",
        "\n",
        "(see ",
        ") ",
        "é",
        "😀",
        "Source ",
    ]
)


def _marker(source_id: str, page: int | None, style: tuple[tuple[str, ...], int]) -> str:
    (a, b, c, d, e, f, g), zeros = style
    head = f"[{a}source{b}:{c}{source_id}{d}"
    if page is None:
        return head + "]"
    return f"{head},{e}page{f}{'0' * zeros}{page}{g}]"


@st.composite
def rendered_answers(draw: st.DrawFn) -> tuple[str, list[tuple[str, int | None]]]:
    parts = draw(st.lists(st.tuples(_PROSE, _CITATION, _STYLE), max_size=5))
    text = "".join(prose + _marker(i, p, style) for prose, (i, p), style in parts)
    return text + draw(_PROSE), [citation for _, citation, _ in parts]


@check(
    "property-round-trip",
    "Generated answers: the markers written come back, in order",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=rendered_answers())
def property_round_trip(t: Trial, case: tuple[str, list[tuple[str, int | None]]]) -> None:
    answer, written = case
    got = _citations(t, answer)
    if got != written:
        t.fail(f"Its markers are {t.show(written)}, but it returned {t.show(got)}.")


_FRAGMENTS = st.sampled_from(
    [
        "[",
        "]",
        "[s",
        "ource",
        "source: a",
        ", page 3",
        "[Source: b]",
        "[SOURCE: c, page 1]",
        "[1]",
        "[fees](https://example.edu/source:fees)",
        " ",
        "\t",
        "\n",
        "\u00a0",
        "é",
        "😀",
    ]
)
# "[" followed by spaces or tabs and then "source": what may start a marker.
_OPENING = re.compile(r"\[(?=[ \t]*source)")


@st.composite
def answers_without_markers(draw: st.DrawFn) -> str:
    text = "".join(draw(st.lists(_FRAGMENTS, max_size=8)))
    return _OPENING.sub("[x", text)


@check(
    "property-no-marker",
    "Generated text with no `[source` in it has no citations",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(answer=answers_without_markers())
def property_no_marker(t: Trial, answer: str) -> None:
    got = _citations(t, answer)
    if got:
        t.fail(
            f"It returned {t.show(got)}, but no `[` in it is followed by `source` (only "
            "spaces or tabs between), so it holds no citation."
        )


# A function, so that the long input is built when the check runs, not whenever checks load.
@check("long-answer", "A long answer with two thousand markers, some broken", hint=3)
def long_answer(t: Trial) -> None:
    t.expect_same(_many_markers(2000))


# A long answer: `size` sections of three cited claims (every fourth with a Markdown link, whose
# brackets are no marker), then the prose behind them, some twelve hundred characters a section,
# with no marker in it. With the citations first, a solution that copies the rest of the text
# once per marker copies nearly all of it every time; with them spread evenly it copied half on
# average, and sometimes passed. The emoji, outside the Basic Multilingual Plane, makes Python
# store the text with four bytes per character, so a copy costs clearly more than a read.
_PROSE_BLOCK = (
    "Students who pay late should keep the receipt \U0001f4c4, since the fine is only waived "
    "when the bank confirms that the payment was made before the deadline had passed. "
) * 7
_LINK = "The fee page [fees](https://example.edu/fees) lists every mode. "
_CLAIMS = ("Fees are due", "Late fees apply", "Receipts are kept")


LONG_ANSWER_ADVICE = said(
    python="These answers are long and hold hundreds of markers: the time grew like a "
    "copy or a new search of the text once per marker (slicing off the rest with "
    "`text[i:]`, deleting the marker found, starting the search again from the "
    "beginning). Walk the text once, for example with re.finditer, which keeps its place.",
    javascript="These answers are long and hold hundreds of markers: the time grew like a "
    "copy or a new search of the text once per marker (cutting off the rest with "
    "`text.slice(i)`, cutting out the marker found, starting the search again from the "
    "beginning). Walk the text once, for example with `matchAll`, which keeps its place.",
)


def _citation(rng: random.Random) -> str:
    """A well-formed marker, most of them with a page."""
    page = f", page {rng.randrange(1, 400)}" if rng.random() < 0.8 else ""
    chunk = f"{rng.choice(['fee_policy', 'hostel_rules', 'exam'])}_{rng.getrandbits(24):06x}"
    return f"[source: {chunk}{page}]"


def _long_answer(size: int, rng: random.Random) -> tuple[str]:
    """An answer of `size` sections: their cited claims first, then their prose."""
    claims = []
    for _ in range(size):
        claims.append(_LINK if rng.random() < 0.25 else "")
        claims += (f"{claim} {_citation(rng)}.\n" for claim in _CLAIMS)
    return ("".join(claims) + f"\n{_PROSE_BLOCK}" * size,)


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the answer's length", points=2, hint=3
).expect_linear(_long_answer, size=40, growth=16, advice=LONG_ANSWER_ADVICE)
