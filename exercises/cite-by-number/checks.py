"""Checks for "Cite by number". Expected answers come from the reference solution, in the
grader; these checks only choose inputs and say what to compare. The properties build their
answers from citations they chose, and judge what comes back against those choices, never
against the reference."""

from __future__ import annotations

import itertools
import random

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    first_positions,
    given,
    repeated,
    said,
    st,
)

Case = tuple[str, list[str]]

# The blocks handed to the model in the running example, numbered 1 to 5 in the prompt.
BLOCKS = [
    "fee_policy_p2_c1",
    "hostel_rules_p1_c3",
    "fee_policy_p3_c2",
    "bank_faq_p1_c1",
    "exam_rules_p4_c1",
]

EXAMPLE_1 = (
    "Semester fees can be paid by UPI or net banking [1] or by demand draft [1, 4]. Paying "
    "after 15 August costs a fine of Rs 500 [8][1]. Visitors sign in at the hostel desk [02]. "
    "Details are on [the fee page](https://example.edu/fees) [see 3]."
)
EXAMPLE_2 = "UPI is accepted [3]. Visitors sign in [2]. The late fine is Rs 500 [1]."
TWICE = ["fee_policy_p2_c1", "hostel_rules_p1_c3", "fee_policy_p2_c1"]
EXAMPLE_3 = "The late fine is Rs 500 [1], due after 15 August [2, 1]."


def _in_prose(inside: str, beside: str = "[2]") -> str:
    """A bracket written into a short sentence, as a model would, next to a good citation.
    Short, so that a failure shows the whole answer."""
    return f"Fine {inside}, visits {beside}."


example_1 = check(
    "example-1", "Worked example: lists, neighbours, an 8, a leading zero", hint=2, points=3
).expect_same([(EXAMPLE_1, BLOCKS)])


example_2 = check(
    "example-2", "Worked example: one id handed out at two numbers", hint=1, points=3
).expect_same([(EXAMPLE_2, TWICE)])


example_3 = check(
    "example-3", "Worked example: nothing handed out, every number made up", hint=1, points=3
).expect_same([(EXAMPLE_3, [])])


@check("no-citations", "No citations at all", hint=1)
def no_citations(t: Trial) -> None:
    t.expect_same("", BLOCKS)
    t.expect_same("I don't know from the provided documents.", BLOCKS)
    t.expect_same(
        "Pay Rs 500 by 15 August; 3 modes (1, 4).",
        BLOCKS,
        note="Numbers outside square brackets are ordinary text, not citations.",
    )


@check("number-lists", "Several numbers in one bracket, and brackets side by side", hint=2)
def number_lists(t: Trial) -> None:
    note = "One bracket may hold several numbers separated by commas; each one counts."
    t.expect_same("UPI and net banking [1,4] work.", BLOCKS, note=note)
    t.expect_same("Fees [5, 3, 1] and rules [2].", BLOCKS, note=note)
    t.expect_same("Every block [1,2,3,4,5].", BLOCKS, note=note)
    t.expect_same(
        "Side by side [2][5][3].", BLOCKS, note="Brackets with nothing between them each count."
    )


spaces_and_tabs = check(
    "spaces-and-tabs", "Spaces and tabs inside the brackets and around commas", hint=2
).expect_same_each(
    [
        f"Fine: Rs 500 {inside}."
        for inside in (
            "[ 3 ]",
            "[\t3\t]",
            "[1 ,4]",
            "[1\t,\t4]",
            "[  2  ,  5  ]",
            "[ \t5 \t, 1\t ]",
        )
    ],
    BLOCKS,
    note="Any number of spaces and tabs, including none, may sit inside the brackets and "
    "on either side of a comma.",
)


other_blanks = check(
    "other-blanks", "Line breaks and other blanks make a bracket no citation", hint=2
).expect_same_each(
    [
        _in_prose(inside)
        for inside in (
            "[3\n]",
            "[1,\n4]",
            "[\r\n2]",
            "[\u00a03]",
            "[1,\u20034]",
            "[\u30005]",
            "[2\x0b]",
            "[4\x0c]",
        )
    ],
    BLOCKS,
    note=said(
        python="Only the space and the tab may sit inside a citation; int() would skip these "
        "blanks.",
        javascript="Only the space and the tab may sit inside a citation; \\s, trim(), Number() "
        "and BigInt() would skip these blanks.",
    ),
)


leading_zeros = check(
    "leading-zeros", "Leading zeros are allowed and mean the same number", hint=2
).expect_same_each(
    (
        "Pay by UPI [03] or demand draft [0004].",
        "Fine [0003, 3] and [3].",
        "The fine [08] is Rs 500 [8] [008].",
        "Visitors [000000000000000000002].",
    ),
    BLOCKS,
    note="A number is read as a decimal: 03 is 3, and 08 is the same made-up number as 8.",
)


zero_is_fabricated = check(
    "zero-is-fabricated", "[0] is a made-up number: the blocks start at 1", hint=2, points=3
).expect_same_each(
    ("The fine is Rs 500 [0].", "Pay by UPI [00, 1].", "Fees [1][0][000] and rules [2]."),
    BLOCKS,
    note="Block numbers start at 1, so 0 names no block: it is made up (and never wraps round).",
)


range_boundaries = check(
    "range-boundaries", "The last block is real; one past it is made up", hint=2, points=3
).expect_same(
    [
        ("First [1], last [5], one past [6].", BLOCKS),
        ("Only one block [2][1].", ["fee_policy_p2_c1"]),
        ("Far out [60] and [7, 5].", BLOCKS),
    ],
    note=said(
        python="Numbers 1 to len(handed_out), both ends included, name blocks; the rest are made "
        "up.",
        javascript="Numbers 1 to handed_out.length, both ends included, name blocks; the rest are "
        "made up.",
    ),
)


minus_sign = check(
    "minus-sign", "A minus sign makes a bracket no citation", hint=2
).expect_same_each(
    [_in_prose(inside) for inside in ("[-3]", "[1, -2]", "[-0]", "[- 3]", "[\u22123]")],
    BLOCKS,
    note="Only digits, commas, spaces and tabs may be inside; a minus sign is none of them.",
)


@check("huge-numbers", "Huge numbers are made up, and come back whole", hint=3)
def huge_numbers(t: Trial) -> None:
    note = said(
        python="Any number above len(handed_out) is made up, however long; return its exact value.",
        javascript="Any number above handed_out.length is made up, however long; return its "
        "exact value, which a BigInt keeps and a Number rounds past 2 ** 53.",
    )
    t.expect_same("Fees [123456789012345678901234567890].", BLOCKS, note=note)
    t.expect_same("Wraps [4294967297], [18446744073709551617].", BLOCKS, note=note)
    t.expect_same("Too big for a double [9007199254740993].", BLOCKS, note=note)
    # 2 ** 53 - 1 is the last integer a JavaScript number holds safely; 2 ** 53 is past it.
    t.expect_same("Either side of 2 ** 53 [9007199254740991, 9007199254740992].", BLOCKS, note=note)
    t.expect_same(
        "Small [0000000000000000000000000000004].",
        BLOCKS,
        note="Leading zeros make a number long, not large: this one is 4.",
    )


other_text_in_brackets = check(
    "other-text-in-brackets", "Brackets that hold words, ranges or marks are skipped", hint=2
).expect_same_each(
    [
        _in_prose(inside)
        for inside in (
            "[see 3]",
            "[3 above]",
            "[block 3]",
            "[source: 3]",
            "[1-3]",
            "[1\u20133]",
            "[3a]",
            "[#3]",
            "[^3]",
            "[(3)]",
            "[3.5]",
            "[3/5]",
        )
    ],
    BLOCKS,
    note="Anything but digits, commas, spaces and tabs inside the brackets means no citation.",
)


python_number_forms = check(
    "python-number-forms",
    said(
        python="Forms int() accepts but a citation does not: +3, 1_000",
        javascript="Forms Number() accepts but a citation does not: +3, 0x3",
    ),
    hint=3,
).expect_same_each(
    [_in_prose(inside) for inside in ("[+3]", "[1_000]", "[3.0]", "[0x3]", "[1e1]", "[0b1]")],
    BLOCKS,
    note=said(
        python="A number is ASCII digits and nothing else; int() accepts more than that.",
        javascript="A number is ASCII digits and nothing else; Number(), BigInt() and isNaN() "
        "accept more than that.",
    ),
)


broken_lists = check(
    "broken-lists", "Empty brackets and lists with a missing or extra comma", hint=2
).expect_same_each(
    [
        _in_prose(inside)
        for inside in (
            "[]",
            "[ ]",
            "[,]",
            "[1,]",
            "[,1]",
            "[1,,2]",
            "[1 2]",
            "[1, 2 3]",
            "[1;2]",
            "[1 and 2]",
            "[1, 2,]",
        )
    ],
    BLOCKS,
    note="Numbers are separated by exactly one comma, with a number on each side of it.",
)


markdown_links = check(
    "markdown-links", "Markdown links: only the text in the brackets decides", hint=2
).expect_same_each(
    (
        "See [the fee page](https://example.edu/fees/3).",
        "See [3](https://example.edu/fees).",
        "See [fees][4] and [2]: https://example.edu/rules",
    ),
    BLOCKS,
    note="Only the text from `[` to `]` decides: [3](url) cites 3, [fee page](url) is no citation.",
)


nested_and_unclosed = check(
    "nested-and-unclosed", "Brackets inside brackets, and brackets never closed", hint=3
).expect_same_each(
    (
        "Fees [[3]].",
        "Fees [see [3]].",
        "Fees [1, [2]].",
        "Fees [x [4] y] and [5]].",
        "Fees [[1, 2].",
        "Fees [3 and more",
        "Fees 3] and 4]",
        "Fees [1, 2",
    ),
    BLOCKS,
    note="The inside runs from a `[` to the next `]` and holds no other `[`: in [see [3]] the "
    "[3] is a citation, and a `[` that never closes starts nothing.",
)


glued_to_text = check(
    "glued-to-text", "Citations glued to words, punctuation or other brackets", hint=1
).expect_same_each(
    ("x[3]y", "([3])", "**[1, 4]**.", "3[5]3", "fees.[2],[1];"),
    BLOCKS,
    note="What touches a bracket from outside does not matter.",
)


other_script_digits = check(
    "other-script-digits", "Only the ASCII digits 0 to 9 count", hint=2
).expect_same_each(
    [
        _in_prose(inside, "[1]")
        for inside in (
            "[\u0663]",
            "[\u06f3]",
            "[\uff13]",
            "[\u0969]",
            "[\u00b3]",
            "[1\u0663]",
            "[\U0001d7d1]",
            "[2, \uff14]",
        )
    ],
    BLOCKS,
    note=said(
        python="Python's \\d, str.isdigit() and int() accept digits of every script; a citation "
        "uses 0 to 9 only.",
        javascript="Unicode classes such as \\p{Nd} and \\p{N} match digits of every script; a "
        "citation uses 0 to 9 only.",
    ),
)


empty_handed_out = check(
    "empty-handed-out", "Nothing handed out: every number is made up", hint=1, points=3
).expect_same_each(
    ("Fees [1].", "", "Fees [0][1, 2][1] and [see 3]."),
    [],
    note="With no blocks handed out, no number names a block.",
)


REPEATED_IDS = ["a", "b", "a", "c", "b"]
duplicate_ids = check(
    "duplicate-ids", "The same id handed out at two numbers is cited once", hint=2, points=3
).expect_same(
    [
        ("[3] [1] [5][2] [4]", REPEATED_IDS),
        ("[2, 5] [4, 1, 3]", REPEATED_IDS),
        ("[1][1][1]", ["same", "same", "same"]),
    ],
    note=said(
        python="The cited list holds ids, not numbers: an id counts once, wherever it was first "
        "cited.",
        javascript="The cited Array holds ids, not numbers: an id counts once, wherever it was "
        "first cited.",
    ),
)


first_appearance = check(
    "first-appearance", "Ids and made-up numbers come in the order first cited", hint=2
).expect_same_each(
    ("[5], [2], [5], [1, 2]; made up [9] [7] [9].", "[40, 4, 12] [3, 20, 1]"),
    BLOCKS,
    note="Keep the order of first appearance, left to right; do not sort.",
)


repeats_once = check(
    "repeats-once", "A block or a made-up number cited again is reported once", hint=1
).expect_same(
    [("UPI [1], bank [1], draft [1, 1], fine [8][8].", BLOCKS)],
    note="Each id and each made-up number appears once in the result.",
)


# Ids a careless function would fold, normalise, strip or read as a citation or a number, and
# names a plain JavaScript object already holds, which it would take for ids seen before.
ODD_IDS = [
    "",
    "Fee Policy",
    "fee policy",
    "\u00e9",
    "e\u0301",
    "[1]",
    "3",
    " 3 ",
    "constructor",
    "__proto__",
    "toString",
]
ids_as_given = check(
    "ids-as-given", "Ids come back exactly as handed out", hint=2
).expect_same_each(
    ("[1][2][3][4][5][6][7][8][9][10][11][1]", "[7, 6, 8]", "[11, 9, 10]"),
    ODD_IDS,
    note=said(
        python="Return the ids exactly as they are in handed_out; compare them exactly too.",
        javascript="Return the ids exactly as they are in handed_out; compare them exactly too. "
        "Remember ids in a Set: a plain object already holds constructor and toString.",
    ),
)


unicode_around = check(
    "unicode-around", "Unicode text around the citations", hint=1
).expect_same_each(
    (
        "Les frais \u2014 500 \u20b9 [1] \u2705 e\u0301 \U0001f600[2]",
        "\u5b66\u8d39\u53ef\u4ee5\u7528UPI\u652f\u4ed8[4]\u3002",
        "\u0631\u0633\u0648\u0645 \u0627\u0644\u062a\u0623\u062e\u064a\u0631 [7] [3]",
    ),
    BLOCKS,
)


@check(
    "returns-tuple-of-lists",
    said(
        python="Returns a tuple of two lists: str ids and int numbers",
        javascript="Returns an Array of two Arrays: string ids, integer numbers",
    ),
    hint=3,
)
def returns_tuple_of_lists(t: Trial) -> None:
    example = t.show((["bank_faq_p1_c1"], [8]))
    t.expect_returns(
        tuple[list[str], list[int]],
        "UPI [1], draft [4], fine [8], hostel [02], zero [0].",
        BLOCKS,
        advice=said(
            python="Return the two lists as a pair, (cited ids, made-up numbers), such as "
            f"{example}: the ids from handed_out, which are strings, "
            "and each made-up number as a whole number.",
            javascript="Return the two Arrays as a pair, [cited ids, made-up numbers], such as "
            f"{example}: the ids from handed_out, which are strings, "
            "and each made-up number as a whole number (a BigInt, or an integer Number).",
        ),
    )


UNCHANGED_ADVICE = said(
    python="The caller still needs the list of blocks as it was, to show the reader "
    "the evidence: read handed_out, and build new lists or dicts instead of padding, "
    "sorting or removing from it, on every path through your function.",
    javascript="The caller still needs the Array of blocks as it was, to show the reader "
    "the evidence: read handed_out, and build new Arrays or Sets instead of padding "
    "(unshift), sorting or removing from it, on every path through your function.",
)


def _unchanged_cases() -> list[Case]:
    """Lists in several orders (shuffled, sorted both ways, with repeats, empty), with answers
    that cite, cite nothing or only make numbers up, so that sorting, padding or removing from
    handed_out shows on some path; three more are drawn from a fixed seed, the same every run."""
    cases: list[Case] = [
        (EXAMPLE_1, [*BLOCKS, "fee_policy_p2_c1"]),
        ("No citation here; the fine is Rs 500.", sorted(BLOCKS, reverse=True)),
        ("Fees [5] and [3, 0].", sorted(BLOCKS)),
        ("Made up [9], [0].", TWICE),
        ("Fees [1].", []),
    ]
    rng = random.Random(20261201)
    for _ in range(3):
        handed_out = rng.sample(BLOCKS, len(BLOCKS)) + rng.sample(BLOCKS, 2)
        numbers = ", ".join(str(rng.randrange(len(handed_out) + 3)) for _ in range(3))
        cases.append((f"The late fine is Rs 500 [{numbers}].", handed_out))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves handed_out unchanged, whatever the answer cites", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


# The same answer with fewer blocks handed out: an answer remembered by its text alone is the
# other call's answer.
independent_calls = INDEPENDENT_CALLS.expect_independent(
    (EXAMPLE_1, BLOCKS), (EXAMPLE_1, BLOCKS[:3])
)


# Generated answers: citations drawn as lists of small numbers (0 and past the end included),
# each written in one of a few spacing styles with or without leading zeros, between pieces
# of prose that hold no square bracket. The blocks are a short list that may repeat an id or be
# empty. Everything is drawn from small sets, so generation is cheap and a shrunk
# counterexample stays readable.
PROPERTY_EXAMPLES = 60
_IDS = st.sampled_from(["fee_p2", "hostel_p1", "bank_faq", "", "3", "Fee_p2", "e\u0301"])
_NUMBERS = st.lists(st.integers(0, 7), min_size=1, max_size=3)
# The blanks after "[", before each comma, after each comma and before "]"; then how many
# leading zeros each number gets.
_STYLE = st.sampled_from(
    [
        (("", "", " ", ""), 0),
        (("", "", "", ""), 0),
        ((" ", " ", " ", " "), 1),
        (("\t", "\t", "\t", "\t"), 0),
        (("  ", " \t", "", "\t "), 2),
    ]
)
_PROSE = st.sampled_from(
    [
        "",
        " ",
        "Pay the fees by 15 August. ",
        "Rs 500",
        " \u2014 ",
        "3, 4",
        "(",
        ") ",
        "\n",
        "\u5b66\u8d39",
        "\U0001f600",
        "e\u0301",
    ]
)
# Insides that are no citation, each for its own reason. Every one holds a character that no
# citation may hold, or a comma out of place.
_BROKEN = st.sampled_from(
    [
        "",
        " ",
        ",",
        "1,",
        ",2",
        "1,,2",
        "1 2",
        "see 3",
        "1-3",
        "-2",
        "+2",
        "1_0",
        "2.0",
        "\u0663",
        "\uff12",
        "2\n",
        "\u00a01",
        "fees",
    ]
)


def _written(numbers: list[int], style: tuple[tuple[str, ...], int]) -> str:
    (opening, before, after, closing), zeros = style
    digits = [f"{'0' * zeros}{number}" for number in numbers]
    return f"[{opening}{f'{before},{after}'.join(digits)}{closing}]"


@st.composite
def numbered_answers(draw: st.DrawFn, broken: bool = False) -> tuple[Case, list[int]]:
    """An answer, the blocks handed out, and the numbers its citations hold, in order."""
    handed_out = draw(st.lists(_IDS, max_size=5))
    parts = draw(st.lists(st.tuples(_PROSE, _NUMBERS, _STYLE), max_size=5))
    pieces, numbers = [], []
    for prose, cited, style in parts:
        pieces.append(prose)
        if broken and draw(st.booleans()):
            pieces.append(f"[{draw(_BROKEN)}]")
        pieces.append(_written(cited, style))
        numbers += cited
    pieces.append(draw(_PROSE))
    return ("".join(pieces), handed_out), numbers


def _by_definition(numbers: list[int], handed_out: list[str]) -> tuple[list[str], list[int]]:
    """The task applied to numbers already read: numbers 1..len name blocks, others are made
    up; each id and each made-up number once, in order of first appearance."""
    cited = [handed_out[n - 1] for n in numbers if 1 <= n <= len(handed_out)]
    fabricated = [n for n in numbers if not 1 <= n <= len(handed_out)]
    return list(dict.fromkeys(cited)), list(dict.fromkeys(fabricated))


def _pair(t: Trial, case: Case) -> tuple[list[str], list[int]]:
    """The learner's result, which must be a tuple of a list of str and a list of int before a
    property means anything."""
    return t.expect_returns(tuple[list[str], list[int]], *case)


@check(
    "property-round-trip",
    "Generated answers: the ids cited and the numbers made up",
    hint=2,
    examples=PROPERTY_EXAMPLES,
    points=3,
)
@given(drawn=numbered_answers())
def property_round_trip(t: Trial, drawn: tuple[Case, list[int]]) -> None:
    case, numbers = drawn
    got = _pair(t, case)
    want = _by_definition(numbers, case[1])
    if got != want:
        t.fail(
            f"Its citations hold the numbers {t.show(numbers)}, so the answer is "
            f"{t.show(want)}, but it returned {t.show(got)}."
        )


@check(
    "property-only-well-formed",
    "Generated answers: broken brackets add nothing",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(drawn=numbered_answers(broken=True))
def property_only_well_formed(t: Trial, drawn: tuple[Case, list[int]]) -> None:
    case, numbers = drawn
    got = _pair(t, case)
    want = _by_definition(numbers, case[1])
    if got != want:
        t.fail(
            f"Only its well-formed citations count, and they hold the numbers "
            f"{t.show(numbers)}: the answer is {t.show(want)}, but it returned "
            f"{t.show(got)}. A bracket with anything but digits, commas, spaces and tabs "
            "inside, or a comma out of place, is skipped whole."
        )


@check(
    "property-each-once",
    "Generated answers: no repeats; made-up numbers out of range",
    hint=1,
    examples=PROPERTY_EXAMPLES,
    points=3,
)
@given(drawn=numbered_answers())
def property_each_once(t: Trial, drawn: tuple[Case, list[int]]) -> None:
    case, _ = drawn
    cited, fabricated = _pair(t, case)
    handed_out = case[1]
    problems = []
    for label, items in (("the cited ids", cited), ("the made-up numbers", fabricated)):
        twice = repeated(items)
        if twice:
            problems.append(f"{t.show(twice)} appear more than once among {label}")
    real = [n for n in fabricated if 1 <= n <= len(handed_out)]
    if real:
        problems.append(
            f"{t.show(real)} are among the made-up numbers, but {len(handed_out)} blocks "
            "were handed out"
        )
    known = first_positions(handed_out)
    strangers = [item for item in cited if item not in known]
    if strangers:
        problems.append(f"{t.show(strangers)} are cited but were never handed out")
    if problems:
        t.fail(f"It returned {t.show((cited, fabricated))}: " + "; ".join(problems) + ".")


# A long answer for the timing: a few sentences of prose, then a citation of one to three
# numbers, about one number in six made up and most of those distinct, now and then a
# Markdown link or a bracket of words. Many distinct ids and made-up numbers make a list
# searched for "seen already?" slow; a long text with many citations makes re-reading or
# copying the rest of it for each citation slow. The emoji, outside the Basic Multilingual
# Plane, makes Python store the text with four bytes per character.
_SENTENCES = [
    "Semester fees can be paid by UPI \U0001f4b3, net banking or demand draft.",
    "Paying after 15 August costs a late fine of Rs 500.",
    "Visitors sign in at the hostel desk before they go upstairs.",
    "A demand draft is made out to the college and handed in at the office.",
    "The fee receipt is sent by email within two working days.",
]


def _block_id(rng: random.Random) -> str:
    return f"{rng.choice(['fee_policy', 'hostel_rules', 'bank_faq'])}_{rng.getrandbits(40):010x}"


LONG_ANSWER_ADVICE = said(
    python="This answer had a citation every few sentences, naming hundreds to thousands "
    "of distinct ids and made-up numbers, so something runs once per citation and walks a "
    "whole list or the rest of the text: `in`, `.index` or `.count` on a list of what was "
    "seen so far, or cutting the text after each citation (`answer[end:]`) and searching "
    "again. Remember what you have seen in a set or a dict, and walk the answer once, for "
    "example with re.finditer.",
    javascript="This answer had a citation every few sentences, naming hundreds to thousands "
    "of distinct ids and made-up numbers, so something runs once per citation and walks a "
    "whole Array or the rest of the text: `includes` or `indexOf` on an Array of what was "
    "seen so far, or cutting the text after each citation (`answer.slice(end)`) and "
    "searching again. Remember what you have seen in a Set or a Map, and walk the answer "
    "once, for example with matchAll.",
)


# Three sentences of prose in every order: a long answer picks one of these for each citation
# with one random number, rather than a sample of three (which costs microseconds, and the
# answer has thousands of citations).
_TIMED_PROSE = [" ".join(three) for three in itertools.permutations(_SENTENCES, 3)]


def _long_answer(size: int, rng: random.Random) -> Case:
    """`size` blocks with random ids (a few repeated), and an answer with `size` citations."""
    draw = rng.random  # a number in [0, 1): the cheapest draw the random module makes
    handed_out = [_block_id(rng)]
    for _ in range(size - 1):
        repeated = draw() < 0.05
        handed_out.append(handed_out[int(draw() * len(handed_out))] if repeated else _block_id(rng))
    parts = []
    for _ in range(size):
        numbers = [
            size + 1 + int(draw() * (size * 999 - 1)) if draw() < 0.17 else 1 + int(draw() * size)
            for _ in range((1, 1, 2, 3)[int(draw() * 4)])
        ]
        extra = ""
        if draw() < 0.1:
            extra = "(see [the fee page](https://example.edu/fees)) "
        elif draw() < 0.1:
            extra = f"[see {1 + int(draw() * size)}] "
        spacer = (", ", ",", " , ")[int(draw() * 3)]
        inside = spacer.join(map(str, numbers))
        parts.append(f"{_TIMED_PROSE[int(draw() * len(_TIMED_PROSE))]} {extra}[{inside}]\n")
    return "".join(parts), handed_out


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the answer's length", points=2, hint=3
).expect_linear(_long_answer, size=500, advice=LONG_ANSWER_ADVICE)
