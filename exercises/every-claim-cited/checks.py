"""Checks for "Every factual claim cited". Expected answers come from the reference solution, in
the grader; these checks only choose inputs and say what to compare. The generated-input
properties judge the learner's answer by what they generated (which sentences hold a fact and
which a citation), by a rule every answer must keep, or by comparing the learner's function with
itself on a related input, never with the reference."""

from __future__ import annotations

import random
from itertools import pairwise

from grader.authoring import INDEPENDENT_CALLS, Trial, check, given, said, st

FEE = "fee_policy_p2_c1"
HOSTEL = "hostel_rules_p1_c3"

EXAMPLE_1 = (
    f"You can pay the semester fees by UPI, net banking or demand draft [source: {FEE}, page 2]. "
    "Paying after 15 August costs a late fine of Rs 500. "
    f"The hostel desk opens at 9 am [source: {HOSTEL}]. Hope this helps!"
)
EXAMPLE_2 = (
    f"Pay the semester fees by 15 August. [source: {FEE}, page 2] After that date the fine is "
    f"Rs. 500 [source: {FEE}]. Card payments carry a 2.5% charge. Please keep your receipt!"
)
EXAMPLE_3 = (
    f"Ways to pay:\n- UPI [source: {FEE}, page 2]\n- Demand draft, at 2 bank branches\n\n"
    "Late fee: Rs 500 after 15 August"
)


example_1 = check(
    "example-1",
    "Worked example: citations before the full stop, one fact uncited",
    hint=1,
    points=3,
).expect_same_each([EXAMPLE_1])

example_2 = check(
    "example-2",
    "Worked example: a citation after the full stop, Rs. 500 and 2.5%",
    hint=2,
    points=3,
).expect_same_each([EXAMPLE_2])

example_3 = check(
    "example-3", "Worked example: lines without full stops, a blank line", hint=2, points=3
).expect_same_each([EXAMPLE_3])

empty_answer = check(
    "empty-answer", "An empty answer, or one of only whitespace, gives []", hint=1
).expect_same_each(
    ("", " ", "\n", "\n\n\t \n", "\r\n", "\t"),
    note="An answer with no sentence in it has no sentence to report.",
)


@check(
    "filler-not-reported",
    "Sentences without digits are never reported, cited or not",
    hint=1,
    points=3,
)
def filler_not_reported(t: Trial) -> None:
    note = "A sentence without a digit 0 to 9 is filler: it needs no citation."
    t.expect_same("Thanks for asking! Fees can be paid online. Ask the office for help.", note=note)
    t.expect_same(
        "The fine is five hundred rupees, due after mid-August. It applies to everyone.",
        note="Numbers written as words are not digits: this rule cannot see them.",
    )
    t.expect_same(f"Hope this helps [source: {FEE}]. Good luck with the semester.", note=note)


any_digit_is_a_fact = check(
    "any-digit-is-a-fact", "One digit anywhere makes a fact, even inside a word", hint=1, points=3
).expect_same_each(
    (
        "Room 3 is the fee office.",
        "The help desk is open 24/7.",
        "Use form F2B for refunds. Thanks.",
        "Payments go through UPI2 now.",
        "You owe 0 rupees if you pay on time.",
    ),
    note="A single digit 0 to 9 anywhere outside a citation makes the sentence a fact.",
)

zero_based_positions = check(
    "zero-based-positions", "Positions count every sentence, from 0", hint=1
).expect_same_each(
    (
        "Hello. Thanks for asking. The fine is Rs 500.",
        f"Fee 1 applies. Fee 2 applies [source: {FEE}]. Fee 3 applies.",
        f"Pay by UPI [source: {FEE}, page 2]. Hi. The deadline is 15 August.",
    ),
    note="Every sentence gets a position, filler and cited ones too, counting from 0 in the "
    "order they are written.",
)

decimal_point = check(
    "decimal-point", "A full stop with no space after it ends no sentence (2.5, v1.2)", hint=2
).expect_same_each(
    (
        f"Card payments carry a 2.5% charge [source: {FEE}]. Thanks.",
        "Card payments carry a 2.5% charge. Thanks.",
        f"See fee_policy.pdf on example.edu for the 3 modes [source: {FEE}]. Bye.",
        f"Version v1.2 of the rules applies [source: {HOSTEL}]. Done.",
        f"The hostel holds 1.200 students [source: {HOSTEL}].",
    ),
    note="A full stop ends a sentence only when a space or tab comes right after it.",
)

digit_after_stop = check(
    "digit-after-stop", "No sentence starts with a digit: Rs. 500 is one sentence", hint=2
).expect_same_each(
    (
        "The late fine is Rs. 500. Pay on time.",
        "Room No. 3 opens at noon. Thanks.",
        f"The late fine is Rs.  500 [source: {FEE}]. Thanks.",
        f"Fees rose in 2023. 2024 brought more [source: {FEE}]. Hi.",
        "Is the fine Rs? 500! Really. 7 days.",
    ),
    note="When the first character after the gap is a digit, the full stop does not end the "
    "sentence: `Rs. 500` and `No. 3` stay inside one sentence.",
)

exclamation_question = check(
    "exclamation-question", "`!` and `?` end sentences as `.` does", hint=2
).expect_same_each(
    (
        "Can I pay late? Yes, with a fine of Rs 500! Ask the office.",
        f"Really?! The deadline is 15 August [source: {FEE}]. Wow... Fees are Rs 500.",
        "Pay now!!! The fine is Rs 500!",
    ),
    note="`.`, `!` and `?` are all end marks; in `?!` or `...` the last one is followed by a gap.",
)

line_breaks = check("line-breaks", "A line break always ends a sentence", hint=2).expect_same_each(
    (
        f"Late fee: Rs 500\nPay by UPI [source: {FEE}]",
        f"- UPI [source: {FEE}]\n- Demand draft at 2 banks",
        f"The deadline is 15 August\nafter which a fine applies [source: {FEE}].",
        f"Fee: Rs 500\r\nPay by UPI [source: {FEE}]\r\n",
        f"Fees are due.\nPaying late costs Rs 500. [source: {FEE}]\nThanks.",
        # Characters that other tools take for line breaks, with a fact on one side and its
        # citation on the other: one sentence each, cited.
        f"The fine is Rs 500\r[source: {FEE}]",
        f"The fine is Rs 500\x0c[source: {FEE}]",
        f"The fine is Rs 500\x0b[source: {FEE}]",
        f"[source: {FEE}]\x85The fine is Rs 500.",
        f"The fine is Rs 500\u2028[source: {FEE}]",
        f"[source: {FEE}]\u2029The fine is Rs 500.",
        f"The fine is Rs 500\x1c[source: {FEE}]",
    ),
    note=said(
        python="A line break `\\n` ends a sentence even when no end mark comes before it. Only "
        "`\\n` does: a lone `\\r`, a form feed, U+0085 and U+2028 are ordinary whitespace "
        "(str.splitlines() breaks at them all).",
        javascript="A line break `\\n` ends a sentence even when no end mark comes before it. "
        "Only `\\n` does: a lone `\\r`, a form feed, U+0085 and U+2028 are ordinary whitespace "
        "(splitting at /\\r|\\n/ or matching /^.*$/m breaks at some of them).",
    ),
)

blank_lines = check(
    "blank-lines", "Blank lines and whitespace-only pieces are no sentences", hint=2
).expect_same_each(
    (
        "Pay by UPI.\n\n\nThe fine is Rs 500.",
        "\n  \nFees: Rs 500\n\t\n",
        "Pay by UPI.   \n   \nThe fine is Rs 500.\n",
        "Pay by UPI. \u00a0\nThe fine is Rs 500.",
        # Where Python's whitespace and JavaScript's trim() and \s part: U+FEFF is no
        # whitespace; U+001C to U+001F and U+0085 are.
        "Pay by UPI.\n\ufeff\nThe fine is Rs 500.",
        "Pay by UPI.\n\x1c\x1d\x1e\x1f\nThe fine is Rs 500.",
        "Pay by UPI.\n\x85\nThe fine is Rs 500.",
    ),
    note=said(
        python="A piece that is empty or holds only whitespace (piece.strip() == '') gets no "
        "position.",
        javascript="A piece that is empty or holds only whitespace gets no position. Whitespace "
        "is what \\s matches except U+FEFF, plus U+001C to U+001F and U+0085: trim() and \\s alone "
        "differ on exactly those.",
    ),
)

trailing_fragment = check(
    "trailing-fragment", "A last piece without an end mark is a sentence", hint=2
).expect_same_each(
    (
        "Pay by UPI. The fine is Rs 500",
        "Fees: Rs 500",
        f"Pay by UPI [source: {FEE}]. Late fee 500 [source: {FEE}]",
        "Pay by UPI. Fees rose in 2024 ",
    ),
    note="The end of the answer ends its last sentence, with or without a full stop.",
)

gap_is_space_or_tab = check(
    "gap-is-space-or-tab", "Only spaces and tabs after an end mark make a gap", hint=2
).expect_same_each(
    (
        f"The fine is Rs 500.\tPay by UPI [source: {FEE}].",
        f"The fine is Rs 500.\u00a0Pay by UPI [source: {FEE}].",
        f"The fine is Rs 500.\u3000Pay by UPI [source: {FEE}].",
        f"The fine is Rs 500.Pay by UPI [source: {FEE}].",
        f'They said "the fine is Rs 500." Pay by UPI [source: {FEE}].',
        f"(The fine is Rs 500.) Pay by UPI [source: {FEE}].",
        f"The fine is Rs 500. \t Pay by UPI [source: {FEE}].",
    ),
    note="After an end mark, only a space or a tab starts a gap: a non-breaking space, an "
    "ideographic space, a closing quote or bracket, or no space at all means no gap.",
)

citation_after_stop = check(
    "citation-after-stop",
    "A citation right after the full stop cites that sentence",
    hint=2,
    points=3,
).expect_same_each(
    (
        f"Pay the fees by 15 August. [source: {FEE}, page 2] Pay by UPI.",
        f"The fine is Rs 500.[source: {FEE}] Pay by UPI.",
        f"The fine is Rs 500. [source: {FEE}] [source: {HOSTEL}, page 2]\tPay 2 ways.",
        f"The fine is Rs 500. [source: {FEE}]",
        f"The fine is Rs 500! [source: {FEE}]\nPay in 2 parts.",
        f"The fine is Rs 500. [source: {FEE}] 15 August is the deadline. Pay in 2 parts.",
        f"The fine is Rs 500. [source: {FEE}] [Source: {FEE}] Pay in 2 parts.",
    ),
    note="Citations in the gap after an end mark belong to the sentence that the end mark "
    "closes, with or without spaces around them.",
)

citation_own_line = check(
    "citation-own-line", "A citation on a line of its own cites only itself", hint=2, points=3
).expect_same_each(
    (
        f"The fine is Rs 500.\n[source: {FEE}, page 2]",
        f"Fees: Rs 500\n[source: {FEE}]\nDeadline: 15 August [source: {FEE}]",
        f"[source: {FEE}]\nThe fine is Rs 500.",
    ),
    note="A line break ends a sentence, so a citation on the next line is a sentence of its "
    "own: it does not cite the line above, and it takes a position.",
)

citation_spacing = check(
    "citation-spacing", "Citations with any spacing, as in Extract citations", hint=2
).expect_same_each(
    [
        f"The fine is Rs 500 {marker}."
        for marker in (
            "[ source : a , page 2 ]",
            "[source:a,page2]",
            "[\tsource\t:\tb\t]",
            "[source: a, page 007]",
            "[source: v1.2-final_draft]",
            "[source: 2024.report-Q3, page 9]",
            f"[  source:{FEE},page   12]",
        )
    ],
    note="A citation has the grammar of Extract citations: spaces and tabs, or none, between "
    "its parts; ids of ASCII letters, digits, _, - and .; a page of 1 or more.",
)


@check("broken-markers", "Text that only looks like a citation cites nothing", hint=2, points=3)
def broken_markers(t: Trial) -> None:
    for marker, why in (
        ("[Source: a]", "`source` is written in lower case."),
        ("[SOURCE: a, page 2]", "`source` is written in lower case."),
        ("[source: a, Page 2]", "`page` is written in lower case."),
        ("[source: a, page 0]", "A page of 0 makes no citation."),
        ("[source: a, page 00]", "A page of 0 makes no citation."),
        ("[source:]", "The id cannot be empty."),
        ("[source: fee policy]", "An id cannot hold a space."),
        ("[source: a, b]", "A marker holds one id."),
        ("[source: a, page]", "After `page` comes a number."),
        ("[source: café]", "Ids use ASCII letters only."),
        ("[source: a, page \u0663]", "A page is written with the digits 0 to 9."),
        ("[1]", "A footnote number is not a citation."),
        ("[fees](https://example.edu/fees)", "A Markdown link is not a citation."),
        ("source: a", "A citation needs its square brackets."),
        ("[source: a", "A citation needs its closing `]`."),
        ("[source:\na]", "Only spaces and tabs may sit inside a citation."),
    ):
        t.expect_same(f"The fine is Rs 500 {marker}.", note=why + " So the sentence is uncited.")


# Each sentence's only digits are in a marker that is no citation. (Digits inside a real
# citation could never change a result: a sentence that holds one is cited.)
marker_digits = check(
    "marker-digits", "Digits in text that only looks like a citation make a fact", hint=3
).expect_same_each(
    (
        f"You can pay by UPI [Source: {FEE}, page 2].",
        "You can pay by UPI [source: a, page 0].",
        "Ask the office [1].",
        "See the fee page [source: fee_2024, page 3 4].",
        "See the fee page [source: fee 2024].",
    ),
    note="Text that only looks like a citation is ordinary text: it cites nothing, and its "
    "digits make the sentence a fact.",
)

citation_read_whole = check(
    "citation-read-whole", "Nothing inside a citation ends a sentence", hint=3
).expect_same_each(
    (
        "The fine is Rs 500 [source: late-fees. ].",
        "The fine is Rs 500 [source: v2. , page 3]. Pay by UPI.",
        "Fees: Rs 500 [ source : fee.\t]",
        "The fine is Rs 500. [source: late. ] Pay by UPI.",
        "The fine is Rs 500 [source: late-fees. ]. Pay in 2 parts.",
        "[source: fees. ] The fine is Rs 500.",
    ),
    note="A citation is read whole, first: a `.` at the end of its id, followed by a space "
    "inside the brackets, is part of the citation, not an end mark.",
)

ascii_digits_only = check(
    "ascii-digits-only", "Only the digits 0 to 9 count, not those of other scripts", hint=3
).expect_same_each(
    (
        "फीस ५०० रुपये है।",
        "رسوم التأخير \u0665\u0660\u0660 روبية.",
        "The fine is Rs \uff15\uff10\uff10.",
        "Each room has 12 m\u00b2 [source: a]. The hall is huge\u00b2.",
        "The fine is Rs. \uff15\uff10\uff10 today.",
        "Late fee: Rs 500 (\u0665\u0660\u0660).",
    ),
    note=said(
        python="A fact needs one of the ASCII digits 0 to 9. Digits of other scripts, full-width "
        "digits and superscripts do not count (str.isdigit() and \\d accept them).",
        javascript="A fact needs one of the ASCII digits 0 to 9. Digits of other scripts, "
        "full-width "
        "digits and superscripts do not count (\\p{Nd} and \\p{N} in a pattern with the u "
        "flag accept them).",
    ),
)

unicode_text = check(
    "unicode-text", "Text in other scripts: only `.`, `!` and `?` are end marks", hint=1
).expect_same_each(
    (
        f"迟交罚款500卢比。学费可以用UPI支付 [source: {FEE}]。",
        f"Late fine 😀 Rs 500! Pay by UPI é [source: {FEE}].",
        f"رسوم التأخير 500 روبية؟ نعم [source: {FEE}]",
        "Les frais — 500 ₹ ! Payez à temps ? Oui.",
        # Full-width end marks followed by a blank, a fact before them and a citation after.
        f"迟交罚款500卢比\u3002 学费可以用UPI支付 [source: {FEE}]\u3002",
        f"Is the fine Rs 500\uff1f Yes [source: {FEE}].",
        f"Pay by 15 August\uff01 See [source: {FEE}].",
        f"The fine is Rs 500\u2026 Pay by UPI [source: {FEE}].",
        f"फीस 500 रुपये है\u0964 UPI से भुगतान करें [source: {FEE}]\u0964",
    ),
    note="Only `.`, `!` and `?` end a sentence; `。`, `؟`, `।`, `…` and the full-width `\uff01` "
    "and `\uff1f` are ordinary characters, even with a space after them.",
)


@check(
    "returns-list-of-ints",
    said(
        python="Returns a list of int positions", javascript="Returns an Array of integer positions"
    ),
    hint=3,
)
def returns_list_of_ints(t: Trial) -> None:
    answer = "The fine is Rs 500. Pay by UPI. The deadline is 15 August."
    t.expect_returns(
        list[int],
        answer,
        advice=said(
            python="Each item is the position of a sentence, an int such as 0 or 2, not the "
            "sentence itself.",
            javascript="Each item is the position of a sentence, an integer such as 0 or 2, not "
            "the sentence itself.",
        ),
    )
    t.expect_same(answer)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    ("Fee 1 applies. Fee 2 applies.",), (f"Pay by UPI [source: {FEE}].",)
)


def _positions(t: Trial, answer: str) -> list[int]:
    """The learner's result, which must be a list of int before a property means anything."""
    return t.expect_returns(list[int], answer)


# Generated answers are made of sentences whose facts and citations are known: each sentence is
# an opening word (never a digit, a blank or a `[`), a few fragments that do or do not hold an
# ASCII digit, citations before its end mark, an end mark, and citations after it; sentences are
# joined by gaps or line breaks. A sentence without an end mark is always followed by a line
# break or the end of the answer. Nothing generated ends a sentence early: a full stop inside a
# fragment is followed by a digit or by no gap.
PROPERTY_EXAMPLES = 60
_OPENERS = st.sampled_from(
    ["Fees", "Students", "UPI", "The hostel", "Late payment", "学费", "Émile", "Card", "A"]
)
_FILLER = [
    "can be used",
    "net banking",
    "e\u0301",
    "😀",
    "—",
    "(see the office)",
    "[Source: fee_policy]",
    "[fees](https://example.edu/fees)",
    "रुपये ५००",
    "٣ أيام",
    "\uff12 weeks",
    "m\u00b2",
    "fees.pdf",
    "\u00a0",
    "。",
]
_FACTS = [
    "Rs 500",
    "Rs. 500",
    "15 August",
    "2.5%",
    "v1.2",
    "No. 3",
    "9 am",
    "24/7",
    "[1]",
    "[source: a, page 0]",
    "[Source: b, page 2]",
    "0",
]
_FRAGMENT = st.sampled_from([(text, False) for text in _FILLER] + [(text, True) for text in _FACTS])
_IDS = [FEE, HOSTEL, "a", "v1.2", "late-fees.", "2024"]
_PAGES = ["", ", page 2", ",page 12", " , page 007", ", page 1 "]
# Blanks after "[", before ":", after ":" and after the id.
_BLANKS = [("", "", " ", ""), ("", "", "", ""), (" ", " ", " ", " "), ("\t", "", "\t", "\t")]
_CITATION = st.builds(
    lambda i, p, b: f"[{b[0]}source{b[1]}:{b[2]}{i}{b[3]}{p}]",
    st.sampled_from(_IDS),
    st.sampled_from(_PAGES),
    st.sampled_from(_BLANKS),
)
_BEFORE = st.sampled_from(["", " ", "\t"])  # what comes before a citation
_CITATIONS = st.lists(st.tuples(_BEFORE, _CITATION), max_size=2)
_END = st.sampled_from([".", "!", "?", "?!", "...", ""])
_GAP = st.sampled_from([" ", "  ", "\t", " \t "])
_LINE = st.sampled_from(["\n", "\n\n", " \n", "\r\n", "\n \n\t", "\n  "])


@st.composite
def _sentence(draw: st.DrawFn) -> tuple[str, bool, bool, str]:
    """(text, has a fact, has a citation, end mark)."""
    fragments = draw(st.lists(_FRAGMENT, max_size=3))
    inside, end, after = draw(_CITATIONS), draw(_END), draw(_CITATIONS)
    text = draw(_OPENERS) + "".join(" " + fragment for fragment, _ in fragments)
    text += "".join(b + c for b, c in inside) + end + "".join(b + c for b, c in after)
    return text, any(fact for _, fact in fragments), bool(inside or after), end


@st.composite
def rendered_answers(draw: st.DrawFn) -> tuple[str, list[int]]:
    sentences = draw(st.lists(_sentence(), max_size=5))
    text = draw(st.sampled_from(["", "\n", "  "]))
    for index, (sentence, _, _, end) in enumerate(sentences):
        text += sentence
        if index + 1 < len(sentences):
            text += draw(_LINE) if end == "" else draw(st.one_of(_GAP, _LINE))
    text += draw(st.sampled_from(["", " ", "\n"]))
    uncited = [i for i, (_, fact, cited, _) in enumerate(sentences) if fact and not cited]
    return text, uncited


@check(
    "property-rendered",
    "Generated answers: exactly the uncited sentences with a fact come back",
    hint=2,
    examples=PROPERTY_EXAMPLES,
    points=3,
)
@given(case=rendered_answers())
def property_rendered(t: Trial, case: tuple[str, list[int]]) -> None:
    answer, uncited = case
    got = _positions(t, answer)
    if got != uncited:
        t.fail(
            f"Its uncited sentences with a fact are at {t.show(uncited)}, but it "
            f"returned {t.show(got)}."
        )


# Text soup for the rules that hold whatever the sentences are: pieces of every kind, end marks,
# gaps and line breaks in any order.
_SOUP_NO_DIGITS = [
    "Fees",
    "by UPI",
    ".",
    "!",
    "?",
    " ",
    "\t",
    "\n",
    "\u00a0",
    "[",
    "]",
    "source:",
    "[Source: fee_policy]",
    "[source: a, page]",
    "रुपये ५००",
    "\u0663",
    "\uff12",
    "\u00b2",
    "。",
    "é",
    "😀",
]
_SOUP_CITATIONS = ["[source: a, page 2]", f"[source: {FEE}]", "[source: 2024, page 10]"]
_SOUP_DIGITS = ["Rs 500", "2.5", "Rs. 5", "[1]", "[source: a, page 0]", "7"]


@check(
    "property-no-digits",
    "Generated text with no digit 0 to 9 outside citations gives []",
    hint=3,
    examples=PROPERTY_EXAMPLES,
    points=3,
)
@given(pieces=st.lists(st.sampled_from(_SOUP_NO_DIGITS + _SOUP_CITATIONS), max_size=10))
def property_no_digits(t: Trial, pieces: list[str]) -> None:
    answer = "".join(pieces)
    got = _positions(t, answer)
    if got:
        t.fail(
            f"It returned {t.show(got)}, but its only digits 0 to 9 are inside "
            "citations, so no sentence in it states a fact."
        )


_SOUP = st.lists(st.sampled_from(_SOUP_NO_DIGITS + _SOUP_CITATIONS + _SOUP_DIGITS), max_size=10)


@check(
    "property-order",
    "Generated text: positions are distinct, increasing and within the answer",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(pieces=_SOUP)
def property_order(t: Trial, pieces: list[str]) -> None:
    answer = "".join(pieces)
    got = _positions(t, answer)
    # A sentence ends only at an end mark, a line break or the end of the answer.
    most = sum(answer.count(mark) for mark in ".!?\n") + 1
    if any(b <= a for a, b in pairwise(got)):
        t.fail(f"It returned {t.show(got)}: positions must be distinct and increasing.")
    if got and (got[0] < 0 or got[-1] >= most):
        t.fail(
            f"It returned {t.show(got)}, but this answer holds at most {most} "
            f"sentences, at positions 0 to {most - 1}."
        )


GREETING = "Thanks for asking.\n"
CLOSING = "\nAsk again any time."


@check(
    "property-shift",
    "Generated text: a greeting line before it moves every position by one",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(pieces=_SOUP)
def property_shift(t: Trial, pieces: list[str]) -> None:
    answer = "".join(pieces)
    alone = _positions(t, answer)
    framed = GREETING + answer + CLOSING
    got = _positions(t, framed)
    want = [position + 1 for position in alone]
    if got != want:
        t.fail(
            f"The second call, with a greeting line before the answer and a closing line "
            f"after it, returned {t.show(got)}; the first, on the answer alone, returned "
            f"{t.show(alone)}. The greeting line is one more sentence before them, and the "
            f"closing line is filler, so the second should return {t.show(want)}."
        )


def _many_sentences(count: int, rng: random.Random) -> str:
    """`count` sentences with every feature the rules name: facts or filler, citations before
    or after the end mark or broken, `Rs.` and decimals, line breaks and blank lines."""
    facts = ["Rs 500", "Rs. 500", "15 August", "2.5%", "No. 3", "[1]", "[source: a, page 0]", ""]
    parts = []
    for i in range(count):
        fact = rng.choice(facts)
        body = rng.choice(["Fees", "The hostel", "UPI", "学费"]) + " rule "
        body += fact or "applies"
        cite = f"[source: {rng.choice([FEE, HOSTEL, 'late-fees.'])}, page {i % 40 + 1}]"
        place = rng.randrange(4)
        end = rng.choice([".", "!", "?", ""])
        if place == 1:
            body += " " + cite
        body += end
        if place == 2:
            body += " " + cite
        if place == 3:
            body += " [Source: a]"
        parts.append(body)
        parts.append(rng.choice([" ", "\t", "\n", "\n\n"]) if end else "\n")
    return "".join(parts)


# A function, so that the long input is built when the check runs, not whenever checks load.
@check("long-answer", "A long answer with two thousand sentences of every kind", hint=3)
def long_answer(t: Trial) -> None:
    t.expect_same(_many_sentences(2000, random.Random(7)))


# One sentence of a long answer: some six hundred characters of filler, a fact, and most of the
# time a citation, before or after the full stop. The emoji, outside the Basic Multilingual
# Plane, makes Python store the text with four bytes per character: copying the rest of the
# answer for every sentence then costs clearly more than reading it once.
_FILLER_BLOCK = (
    "Students who pay late should keep the receipt \U0001f4c4, since the fine is waived only "
    "when the bank confirms that the payment was made before the deadline had passed, "
) * 4


LONG_ANSWER_ADVICE = said(
    python="This answer had long sentences, so something copies or reads again the rest "
    "of the answer for every sentence: slicing off what is left with `answer[end:]`, or "
    "searching or counting again from the start. Walk the answer once, for example with "
    "re.finditer or an index that only moves forward.",
    javascript="This answer had long sentences, so something copies or reads again the rest "
    "of the answer for every sentence: slicing off what is left with `answer.slice(end)`, "
    "or searching or counting again from the start. Walk the answer once, for example with "
    "matchAll or an index that only moves forward.",
)


# The documents the timed answers cite, each chunk under a random id.
_DOCUMENTS = ["fee_policy", "hostel_rules", "exam"]


def _long_answer(size: int, rng: random.Random) -> tuple[str]:
    """An answer of `size` sentences, each with a fact; most are cited, before or after the
    full stop, and a few end a line."""
    parts = []
    for _ in range(size):
        chunk = f"{rng.choice(_DOCUMENTS)}_{rng.getrandbits(24):06x}"
        cite = f"[source: {chunk}, page {rng.randrange(1, 400)}]"
        placement = rng.random()
        before = f" {cite}" if placement < 0.45 else ""
        after = f" {cite}" if 0.45 <= placement < 0.9 else ""
        fine = f"Rs. {rng.randrange(100, 5000)}"
        parts.append(f"{_FILLER_BLOCK}the fine is {fine}{before}.{after}")
        parts.append("\n" if rng.random() < 0.1 else " ")
    return ("".join(parts),)


# Many short sentences of every kind, about thirty characters each: an answer of a given
# length then holds twenty times as many sentences as the long one, so work done once per
# sentence that grows with the sentences left (taking pieces off the front of a list, which
# moves all the others) stands out.
_SHORT_SENTENCES = [
    "The fine is Rs {n}.",
    "The fine is Rs {n} [source: {chunk}].",
    "Due by {n} August. [source: {chunk}, page {page}]",
    "Pay by UPI!",
    "Rs. {n} is due?",
]


SHORT_SENTENCES_ADVICE = said(
    python="This answer had many short sentences, so something costs more for every "
    "sentence as the sentences grow in number: taking pieces off the front of a list with "
    "pop(0) moves every piece after it, and so does inserting at the front. Walk the "
    "pieces in order (a for loop, or an index that only moves forward) instead.",
    javascript="This answer had many short sentences, so something costs more for every "
    "sentence as the sentences grow in number: taking pieces off the front of an Array "
    "with shift() moves every piece after it, and so do unshift() at the front and "
    "copying the whole Array to add one piece (`[...pieces, piece]`). Walk the pieces in "
    "order (a for...of loop, or an index that only moves forward) and push() onto one "
    "Array instead.",
)


def _short_sentences(size: int, rng: random.Random) -> tuple[str]:
    """An answer of `size` short sentences, some with a fact, most of those cited."""
    parts = []
    # Every choice a sentence makes is read from one draw of random bits: the answer is tens
    # of thousands of sentences, and the random module's own choice() costs a microsecond.
    for bits in map(rng.getrandbits, [64] * size):
        chunk = f"{_DOCUMENTS[(bits & 0xFF) % 3]}_{bits >> 40:06x}"
        sentence = _SHORT_SENTENCES[(bits >> 8 & 0xFF) % len(_SHORT_SENTENCES)]
        number, page = 1 + (bits >> 16 & 0x3FF) % 998, 1 + (bits >> 26 & 7)
        parts.append(sentence.format(n=number, chunk=chunk, page=page))
        parts.append("\n" if (bits >> 29 & 0xFF) % 10 == 0 else " ")
    return ("".join(parts),)


@check("scales-linearly", "Running time grows linearly with the answer's length", points=2, hint=3)
def scales_linearly(t: Trial) -> None:

    t.expect_linear(_long_answer, size=100, growth=16, advice=LONG_ANSWER_ADVICE)
    t.expect_linear(_short_sentences, size=2000, growth=16, advice=SHORT_SENTENCES_ADVICE)
