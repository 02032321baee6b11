"""Checks for "Is the quote really in the source?". Expected answers for fixed inputs come from
the reference solution, in the grader. The generated-input properties judge an answer by what
the task says a span is (its text, normalised, is the quote; it cuts no word), so they need no
reference."""

from __future__ import annotations

import random
import unicodedata

from grader.authoring import INDEPENDENT_CALLS, Trial, check, given, said, st

# The fee-policy chunk as the PDF extractor gave it: a line break inside a sentence and a curly
# apostrophe.
SOURCE = (
    "Students can pay semester fees by UPI, net banking or demand draft.\n"
    "Late payment after 15 August has a\nfine of Rs 500. "
    "The college\u2019s fee office does not accept cash."
)
FABRICATED = "Late payment after 15 August has a fine of Rs 1,000."
FAITHFUL = "Late payment after 15 August has a fine of Rs 500."
HOSTEL = "Hostel fees are not refunded after 15 August. Visitors sign in at the hostel desk."
BANK = "A demand draft costs Rs 50 at any branch. The bank charges no fee for UPI."
# "Late fee 500 rupees" in Hindi.
LATE_FEE_HINDI = (
    "\u0935\u093f\u0932\u0902\u092c \u0936\u0941\u0932\u094d\u0915 500 "
    "\u0930\u0941\u092a\u092f\u0947"
)

Span = tuple[int, int] | None


def _span(t: Trial, source: str, quote: str) -> Span:
    """The learner's answer, once it is a pair of whole numbers or None."""
    answer: Span = t.expect_returns(
        Span,
        source,
        quote,
        advice=said(
            python="Return a tuple of two ints (start, end) when the quote is found, and None when "
            "it is not: not -1, not a list, not the quoted text.",
            javascript="Return an Array of two integers [start, end] when the quote is found, and "
            "null when it is not: not -1, not undefined, not the quoted text.",
        ),
    )
    return answer


# --- The idea: a quote is grounded only when its words, numbers included, are in the source.

example_1 = check(
    "example-1",
    "Worked example: the answer's quote says Rs 1,000, the source Rs 500",
    points=2,
    hint=1,
).expect_same([(SOURCE, FABRICATED)])


example_2 = check(
    "example-2",
    "Worked example: the faithful quote, across the source's line break",
    points=2,
    hint=2,
).expect_same([(SOURCE, FAITHFUL)])


example_3 = check(
    "example-3", "Worked example: an ellipsis leaves words out", points=2, hint=2
).expect_same([(SOURCE, "Students can pay \u2026 by UPI")])


changed_claim = check(
    "changed-claim",
    "A quote that changes a number, a date, a word or a negation is not in the source",
    points=3,
    hint=1,
).expect_same(
    [
        (SOURCE, "Late payment after 25 August has a fine of Rs 500."),
        (SOURCE, "Late payment after 15 August has no fine."),
        (SOURCE, "The college\u2019s fee office accepts cash."),
        (SOURCE, "The college\u2019s fee office does accept cash."),
        (HOSTEL, "Hostel fees are refunded after 15 August."),
        (SOURCE, "Students can pay semester fees by UPI or net banking"),
        (SOURCE, "Late payment after 15 August has a fine of Rs 500 per day."),
    ],
    note="The quote must be in the source word for word: one changed or added word, number "
    "or negation makes it a quote of nothing.",
)


whole_words = check(
    "whole-words",
    "A match never cuts a word: 'Rs 50' is not in 'Rs 500'",
    points=3,
    hint=2,
).expect_same(
    [
        (SOURCE, "a fine of Rs 50"),
        (SOURCE, "fine of Rs 5"),
        (BANK, "Rs 5"),
        (SOURCE, "15 Aug"),
        (SOURCE, "ate payment"),
        (SOURCE, "fee"),
        (HOSTEL, "5 August"),
        # A cut-off word before the real one: the match is the whole word further on.
        ("Fees: 1500 and 500 only.", "500"),
        # Words of other scripts: a Devanagari vowel sign is a mark, and a mark is part of
        # its word; Chinese characters are letters.
        (LATE_FEE_HINDI, "\u0936\u0941"),
        (LATE_FEE_HINDI, "\u0936\u0941\u0932\u094d\u0915 50"),
        (LATE_FEE_HINDI, "\u0935\u093f\u0932\u0902\u092c \u0936\u0941\u0932\u094d\u0915"),
        ("Fees for the \u6771\u4eac campus", "\u6771"),
    ],
    note="A quote that stops inside a word or a number quotes something the source does not "
    "say: a fine of Rs 50 is not a fine of Rs 500. Letters, numbers and marks are word "
    "characters; a match may not start or end between two of them.",
)


ellipsis_in_order = check(
    "ellipsis-in-order",
    "The parts around an ellipsis are all found, in order, without overlapping",
    points=2,
    hint=2,
).expect_same(
    [
        (SOURCE, "fine of Rs 500 \u2026 Late payment"),
        (SOURCE, "Students can pay \u2026 by cheque"),
        (SOURCE, "Late payment \u2026 Rs 1,000"),
        ("fees due, fees paid", "fees due \u2026 due"),
        ("fees due, fees paid", "fees \u2026 fees \u2026 fees"),
        ("fees due, fees paid", "fees \u2026 fees"),
        # The next part may start right where the one before ends.
        ("fee,fine", "fee,\u2026fine"),
    ],
    note="Each part must be in the source after the part before it; an ellipsis only leaves "
    "text out, it never allows a changed or reordered word.",
)


ellipsis_covers_left_out = check(
    "ellipsis-covers-left-out",
    "The span of an ellipsis quote covers the text it left out",
    points=2,
    hint=3,
).expect_same(
    [
        (SOURCE, "Late payment after 15 August ... Rs 500."),
        (SOURCE, "The college\u2019s fee office does \u2026 accept cash."),
        (HOSTEL, "Hostel fees are \u2026 refunded after 15 August."),
        (SOURCE, "UPI\u2026draft"),
    ],
    note="The span runs from the first part's first character to the last part's last, the "
    "left-out text included, so that a reader sees what the ellipsis hid (here, a 'not').",
)


first_occurrence = check(
    "first-occurrence", "A quote found twice: the first place it matches", hint=3
).expect_same(
    [
        (SOURCE + " " + SOURCE, FAITHFUL),
        ("Rs 500. Late fee Rs 500.", "Rs 500"),
        ("fees fees fees", "fees \u2026 fees"),
        ("a fee, a fees, a fee", "a fee"),
        ("xab ab ab", "ab ab"),  # a hit cut short by a word: search again one place later
    ],
    note="Report the first place the quote matches (the smallest start), each later part at "
    "its first match after the part before; a hit that cuts a word is passed over by one "
    "position, not by its whole length.",
)


nothing_to_find = check(
    "nothing-to-find",
    said(
        python="A quote with nothing to find, or an empty source: None",
        javascript="A quote with nothing to find, or an empty source: null",
    ),
    hint=3,
).expect_same(
    [
        (SOURCE, ""),
        (SOURCE, " \n\t "),
        (SOURCE, "\u2026"),
        (SOURCE, " ... \u2026 ..."),
        ("", FAITHFUL),
        ("", ""),
    ],
    note="An empty quote (or one that is only spaces and ellipses) grounds nothing, so it is "
    "never found.",
)


case_counts = check(
    "case-counts", "Case counts: 'late payment' is not 'Late payment'", hint=1
).expect_same(
    [
        (SOURCE, "late payment after 15 August"),
        (SOURCE, "LATE PAYMENT"),
        (SOURCE, "the college\u2019s fee office"),
        (BANK, "upi"),
    ],
    note="Word for word means letter for letter: the comparison keeps case.",
)


# --- The declared normalisation: what counts as the same text, and where the span is.

ellipsis_at_ends = check(
    "ellipsis-at-ends",
    "An ellipsis at either end adds nothing; '\u2026' is read as '...' before cutting",
    hint=2,
).expect_same(
    [
        (SOURCE, "\u2026 has a fine of Rs 500"),
        (SOURCE, "Late payment after 15 August \u2026"),
        (SOURCE, "...fee office..."),
        (SOURCE, "fine of Rs 500...."),
        # "500.\u2026The" is "500....The", cut into "500" and ".The": no part ".The" is there.
        (SOURCE, "Rs 500.\u2026The college"),
    ],
    note="Write every '\u2026' as '...', then cut the quote at each '...' from left to right; "
    "the parts are the pieces without the spaces at their ends, and empty ones are dropped.",
)


whitespace_runs = check(
    "whitespace-runs", "Runs of whitespace, of any kind, count as one space", hint=2
).expect_same(
    [
        (SOURCE, "has a fine"),
        ("Late  fee:\tRs\u00a0500", "Late fee: Rs 500"),
        ("Late fee: Rs 500", "Late \n fee:\u2003Rs  500"),
        (" \n Late fee \n", "  Late fee  "),
        ("Late fee: Rs500", "Late fee: Rs 500"),
        ("Late fee: Rs 500", "Late fee:Rs 500"),
        # Characters that str.isspace(), \s or trim() count, but the task does not.
        ("Rs\x1f500", "Rs 500"),
        ("Rs\x85500", "Rs 500"),
        ("Rs\ufeff500", "Rs 500"),
    ],
    note="Tab, line feed, vertical tab, form feed, carriage return and every Unicode separator "
    "(category Z, such as the no-break space) are whitespace, and nothing else (not U+001C to "
    "U+001F, U+0085 or U+FEFF, which other whitespace tests take); a run of them is one space, "
    "and no whitespace is no space.",
)


curly_quotes = check(
    "curly-quotes", "Curly and straight quotes and apostrophes are the same", hint=2
).expect_same(
    [
        (SOURCE, "The college's fee office"),
        ("Marked \u201cpaid\u201d by the bank.", 'Marked "paid" by the bank.'),
        (
            'Marked "paid" by the college\'s bank.',
            "Marked \u201epaid\u201f by the college\u201bs bank.",
        ),
        ("The student\u2019s fee", "The student`s fee"),
    ],
    note="\u2018 \u2019 \u201a \u201b are read as ' and \u201c \u201d \u201e \u201f as \"; "
    "nothing else (a backtick, say) is.",
)


accents_typed_apart = check(
    "accents-typed-apart",
    "An accent typed as one character or as a letter and a mark is the same (NFD)",
    hint=2,
).expect_same(
    [
        ("Fees for the caf\u00e9 are due.", "cafe\u0301 are due"),
        ("Fees for the cafe\u0301 are due.", "caf\u00e9 are due"),
        ("R\u00e9sum\u00e9 fees", "Re\u0301sume\u0301 fees"),
        ("\uac00\uc744 fees", "\u1100\u1161\uc744 fees"),
    ],
    note="Decompose each character with NFD before comparing: '\u00e9' becomes 'e' and "
    "U+0301, the same as an accent typed apart.",
)


marks_stay_attached = check(
    "marks-stay-attached",
    "A mark belongs to its letter: 'cafe' is not in 'caf\u00e9', '=' not in '\u2260'",
    hint=2,
).expect_same(
    [
        ("The caf\u00e9 fee", "The cafe"),
        ("The cafe\u0301 fee", "The cafe"),
        ("fee \u2260 fine", "fee ="),
        ("fee =\u0338 fine", "fee ="),
        ("fee =\u0338 fine", "\u0338 fine"),
        # A mark is a word character too: "café" stops inside "cafés", typed either way.
        ("The cafe\u0301s fee", "The caf\u00e9"),
        ("The caf\u00e9s fee", "The caf\u00e9"),
    ],
    note="A match may not start on a combining mark nor end just before one: the mark "
    "changes the character before it.",
)


compatibility_kept = check(
    "compatibility-kept",
    "Only canonical forms are merged: a ligature, a superscript, a wide digit stay themselves",
    hint=2,
).expect_same(
    [
        ("The \ufb01ne is Rs 500.", "The fine is Rs 500."),
        ("Area 10\u00b2 m", "Area 102 m"),
        ("Fine Rs \uff15\uff10\uff10", "Fine Rs 500"),
        ("Fine Rs 500", "Fine Rs \uff15\uff10\uff10"),
    ],
    note="The normalisation is NFD, not NFKD: 10\u00b2 is not 102, so compatibility "
    "characters are compared as they are.",
)


source_positions = check(
    "source-positions",
    "The span counts the source's own characters, not the normalised ones",
    hint=3,
).expect_same(
    [
        ("Caf\u00e9 caf\u00e9 fee: Rs 500", "fee: Rs 500"),
        ("Cafe\u0301 cafe\u0301 fee: Rs 500", "fee: Rs 500"),
        ("Fee \n\n\t  due:  \u201c15   August\u201d", '"15 August"'),
        ("\ufb01ne \ufb01ne late fee", "late fee"),
        ("R\u00e9sum\u00e9", "Re\u0301sume\u0301"),
    ],
    note="Count positions in the source as given: a run of spaces is one space only for "
    "comparing, and '\u00e9' is one character of the source although it is two once decomposed.",
)


code_points = check(
    "code-points",
    said(
        python="Positions are counted in characters: an emoji is one",
        javascript="Positions are counted in code points, not UTF-16 code units: an emoji is one",
    ),
    hint=3,
).expect_same(
    [
        ("\U0001f4b0 Late fee: Rs 500", "Late fee"),
        ("Fees \U0001f4b0\U0001f4b0 due 15 August", "due 15 August"),
        ("Rank \U0001d7d3: hostel \U00020000 fee", "hostel \U00020000 fee"),
    ],
    note=said(
        python="A Python str is indexed by character (code point), and so is the span.",
        javascript="Count code points, as `for...of` and `Array.from` do, not the UTF-16 code "
        "units of `length` and `indexOf`: \U0001f4b0 is one character although its `length` is 2.",
    ),
)


@check(
    "returns-span-or-none",
    said(
        python="Returns a tuple (start, end) of two ints, or None",
        javascript="Returns an Array [start, end] of two integers, or null",
    ),
    hint=3,
)
def returns_span_or_none(t: Trial) -> None:
    for quote in (FAITHFUL, FABRICATED, "Students can pay \u2026 by UPI", ""):
        _span(t, SOURCE, quote)


# The same source with another quote: an answer remembered by the source alone is the other
# call's answer.
independent_calls = INDEPENDENT_CALLS.expect_independent((SOURCE, FAITHFUL), (SOURCE, "fee office"))


# --- Generated inputs. A source is a few words from a small pool, joined by separators; a
# quote is cut from it at word boundaries and written with other whitespace, quotes and
# accents. Words are drawn as positions in the pools, the cheapest thing for Hypothesis to
# draw and shrink.

WORDS = [
    "fee",
    "fees",
    "Fee",
    "late",
    "fine",
    "Rs",
    "500",
    "5000",
    "50",
    "15",
    "August",
    "not",
    "caf\u00e9",
    "cafe\u0301",
    "college\u2019s",
    "\U0001f4b0",
    "\U0001d7d3",
]
SEPARATORS = [" ", "  ", "\n", "\u00a0", ", ", ". ", " (", ") ", " \u201c", "\u201d ", " - "]
# How a cut quote may be written differently from the source without being a different text.
RESTYLE = [
    ("\u2019", "'"),
    ("\u201c", '"'),
    ("\u201d", '"'),
    ("caf\u00e9", "cafe\u0301"),
    ("cafe\u0301", "caf\u00e9"),
    ("\u00a0", " "),
    ("\n", " "),
    ("  ", " \t "),
]
PROPERTY_EXAMPLES = 60

Pieces = list[tuple[int, int]]  # (word, separator after it) positions
PIECES = st.lists(
    st.tuples(st.integers(0, len(WORDS) - 1), st.integers(0, len(SEPARATORS) - 1)),
    min_size=1,
    max_size=8,
)


def _source(pieces: Pieces) -> tuple[str, list[int], list[int]]:
    """The source the pieces make, and where each of its words starts and ends in it."""
    text, starts, ends = "", [], []
    for word, separator in pieces:
        starts.append(len(text))
        text += WORDS[word]
        ends.append(len(text))
        text += SEPARATORS[separator]
    return text, starts, ends


def _restyled(text: str, styles: list[bool]) -> str:
    for (old, new), apply in zip(RESTYLE, styles):
        if apply:
            text = text.replace(old, new)
    return text


STRAIGHT = str.maketrans("\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f", "''''\"\"\"\"")


def _normal(text: str) -> str:
    """The text as the task compares it: each character decomposed, quotes straightened,
    each run of whitespace one space."""
    out: list[str] = []
    for character in text:
        for piece in unicodedata.normalize("NFD", character).translate(STRAIGHT):
            if piece in "\t\n\v\f\r" or unicodedata.category(piece)[0] == "Z":
                if out and out[-1] == " ":
                    continue
                piece = " "
            out.append(piece)
    return "".join(out)


def _is_word(character: str) -> bool:
    return unicodedata.category(character)[0] in "LNM"


def _is_mark(character: str) -> bool:
    return unicodedata.category(character)[0] == "M"


def _span_problem(t: Trial, source: str, got: tuple[int, int], first: str, last: str) -> str:
    """What is wrong with `got` as the span of a quote whose first part is `first` and whose
    last part is `last` (the same for a quote without an ellipsis), or "" when nothing is."""
    start, end = got
    if not 0 <= start < end <= len(source):
        return (
            f"that is no span of this source, whose length is {len(source)} characters: "
            "0 <= start < end <= that length"
        )
    inside, before, after = (
        _normal(part) for part in (source[start:end], source[:start], source[end:])
    )
    if not (inside.startswith(first) and inside.endswith(last)):
        return (
            f"the source's text there, normalised, is {t.show(inside)}, which does not "
            f"start with {t.show(first)} and end with {t.show(last)}"
        )
    if _is_mark(inside[0]) or (after and _is_mark(after[0])):
        return "that span separates a combining mark from the character before it"
    if (before and _is_word(before[-1]) and _is_word(inside[0])) or (
        after and _is_word(inside[-1]) and _is_word(after[0])
    ):
        return "that span cuts a word of the source in two"
    return ""


def _positions_note(t: Trial, source: str) -> str:
    """Which positions a span counts, said where the source makes it matter: when normalising
    changes it, and (to a JavaScript learner) when it holds a character beyond U+FFFF."""
    note = ""
    if _normal(source) != source:
        note += " Positions count the characters of the source as given, before normalising."
    if any(ord(character) > 0xFFFF for character in source):
        note += t.render(
            said(
                python="",
                javascript=" Positions count code points (as for...of and Array.from do), not the "
                "UTF-16 code units of indexOf and length.",
            )
        )
    return note


Cut = tuple[Pieces, int, int, list[bool]]


@st.composite
def cuts(draw: st.DrawFn) -> Cut:
    pieces = draw(PIECES)
    first = draw(st.integers(0, len(pieces) - 1))
    last = draw(st.integers(first, len(pieces) - 1))
    styles = draw(st.lists(st.booleans(), min_size=len(RESTYLE), max_size=len(RESTYLE)))
    return pieces, first, last, styles


@check(
    "property-cut-is-found",
    "Generated inputs: a quote cut from the source is found, at its first match",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(cut=cuts())
def property_cut_is_found(t: Trial, cut: Cut) -> None:
    pieces, first, last, styles = cut
    source, starts, ends = _source(pieces)
    quote = _restyled(source[starts[first] : ends[last]], styles)
    got = _span(t, source, quote)
    wanted = _normal(quote).strip(" ")
    if got is None:
        t.fail(
            f"It returned {t.show(None)} for a quote cut from the source at position "
            f"{starts[first]}, written with other whitespace, quotes or accent forms. "
            "Normalise both texts the same way before searching."
        )
    problem = _span_problem(t, source, got, wanted, wanted)
    if not problem and _normal(source[got[0] : got[1]]) != wanted:
        problem = f"the source's text there, normalised, is not the quote, {t.show(wanted)}"
    if not problem and got[0] > starts[first]:
        problem = f"the quote already matches at {starts[first]}, before it"
    if problem:
        t.fail(f"It returned {t.show(got)}: {problem}.{_positions_note(t, source)}")


Claimed = tuple[Pieces, int, int, int, int]
# How an answer's quote can part from its source: a digit changed, a word added, a word
# left out, the case changed, the quote started or stopped inside a word.
DISTORTIONS = 6


@st.composite
def claimed_quotes(draw: st.DrawFn) -> Claimed:
    pieces = draw(PIECES)
    first = draw(st.integers(0, len(pieces) - 1))
    last = draw(st.integers(first, len(pieces) - 1))
    return pieces, first, last, draw(st.integers(0, DISTORTIONS - 1)), draw(st.integers(1, 3))


def _distorted(text: str, how: int, by: int) -> str:
    if how == 0:
        return text.replace("5", "6", 1) if "5" in text else text + "0"
    if how == 1:
        return text + " not"
    if how == 2:
        return text.split(" ", 1)[-1]
    if how == 3:
        return text.swapcase()
    if how == 4:
        return text[by:]
    return text[:-by]


@check(
    "property-span-holds-quote",
    "Generated inputs: a span returned holds the quote, cutting no word",
    points=2,
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(claimed=claimed_quotes())
def property_span_holds_quote(t: Trial, claimed: Claimed) -> None:
    pieces, first, last, how, by = claimed
    source, starts, ends = _source(pieces)
    quote = _distorted(source[starts[first] : ends[last]], how, by)
    wanted = _normal(quote).strip(" ")
    got = _span(t, source, quote)
    if got is None or not wanted:
        return  # whether it is there at all is what the other checks ask
    problem = _span_problem(t, source, got, wanted, wanted)
    if not problem and _normal(source[got[0] : got[1]]) != wanted:
        problem = f"the source's text there, normalised, is not the quote, {t.show(wanted)}"
    if problem:
        t.fail(
            f"It returned {t.show(got)}: {problem}. A span is a claim that the quote is "
            "there, word for word; when it is not, return "
            + t.render(said(python="None.", javascript="null."))
            + _positions_note(t, source)
        )


Omission = tuple[Pieces, int, int, int, int, bool, bool]


@st.composite
def omissions(draw: st.DrawFn) -> Omission:
    pieces = draw(PIECES.filter(lambda pieces: len(pieces) >= 2))
    a = draw(st.integers(0, len(pieces) - 2))
    b = draw(st.integers(a, len(pieces) - 2))
    c = draw(st.integers(b + 1, len(pieces) - 1))
    d = draw(st.integers(c, len(pieces) - 1))
    return pieces, a, b, c, d, draw(st.booleans()), draw(st.booleans())


@check(
    "property-ellipsis-parts",
    "Generated inputs: two cut parts joined by an ellipsis are found, in their order",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(omission=omissions())
def property_ellipsis_parts(t: Trial, omission: Omission) -> None:
    pieces, a, b, c, d, three_dots, reverse = omission
    source, starts, ends = _source(pieces)
    head, tail = source[starts[a] : ends[b]], source[starts[c] : ends[d]]
    if reverse:
        head, tail = tail, head
    quote = f"{head} {'...' if three_dots else chr(0x2026)} {tail}"
    got = _span(t, source, quote)
    first, last = _normal(head).strip(" "), _normal(tail).strip(" ")
    if got is None:
        if not reverse:
            t.fail(
                f"It returned {t.show(None)}, although both parts are in the source, "
                f"in this order: {t.show(first)} at {starts[a]} and {t.show(last)} at {starts[c]}."
            )
        return
    problem = _span_problem(t, source, got, first, last)
    if not problem and len(_normal(source[got[0] : got[1]])) < len(first) + len(last):
        problem = "the two parts overlap there; each part starts after the one before ends"
    if not problem and not reverse and got[0] > starts[a]:
        problem = f"the quote already matches from {starts[a]}, before it"
    if problem:
        t.fail(f"It returned {t.show(got)}: {problem}.{_positions_note(t, source)}")


# --- Speed.

FILLER = [
    "fee",
    "fees",
    "late",
    "fine",
    "hostel",
    "UPI",
    "college\u2019s",
    "August",
    "15",
    "caf\u00e9",
]
SLOW_ADVICE = said(
    python="The input was a long source in which the quote's first part stands many times at the "
    "start of a longer number, before its real match, and a long second part. Work done again "
    "for every place the search stops (normalising the rest of the source, or a window "
    "the quote's length, slicing it, or counting the characters before it) grows with the "
    "square of the source. Normalise each text once, remember where each normalised "
    "character came from, and search the normalised source with str.find from where the "
    "last try stopped.",
    javascript="The input was a long source in which the quote's first part stands many times at "
    "the start of a longer number, before its real match, and a long second part. Work done again "
    "for every place the search stops (normalising the rest of the source, or a window "
    "the quote's length, slicing it, or counting the code points before it with "
    "Array.from) grows with the square of the source. Normalise each text once, remember "
    "where each normalised character came from, and search with indexOf from where the "
    "last try stopped.",
)


def _long_source(size: int, rng: random.Random) -> tuple[str, str]:
    """A source of about `size` words and a quote in two parts. The first part, "Rs 500", is
    in the source many times as the start of "Rs 5000", which cuts a word, before its one
    real match; the second, a fifth of the words long, follows near the end, written with
    line breaks and a curly apostrophe where the quote has spaces and a straight one."""
    words = [rng.choice(FILLER) if rng.random() < 0.6 else "Rs 5000" for _ in range(size)]
    tail = [rng.choice(FILLER) for _ in range(size // 5 + 1)]
    source = " ".join([*words, "Rs 500", *words[: size // 5], "\n".join(tail), "fee"])
    quote = "Rs 500 \u2026 " + " ".join(tail).replace("\u2019", "'")
    return source, quote


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_long_source, size=40, advice=SLOW_ADVICE)
