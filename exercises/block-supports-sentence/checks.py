"""Checks for "Does the cited block support the sentence?". Expected answers come from the
reference solution, in the grader; these checks only choose inputs and say what to compare.
The generated-input properties compare the learner's function with itself on related inputs,
so they need no reference."""

from __future__ import annotations

import random
from typing import Any

from grader.authoring import INDEPENDENT_CALLS, Trial, check, given, said, show_value, st

# The worked example: the four chunks retrieved for a question about paying fees late
# (fee_policy_p2_c1, fee_policy_p1_c1, hostel_rules_p1_c3, bank_faq_p1_c1). "students", "pay",
# "semester" and "fees" are in all four and "the" in three, so those are common; "of" and "rs"
# are in exactly two, so they stay.
BLOCKS = [
    "Students can pay semester fees by UPI, net banking or demand draft. "
    "Late payment after 15 August has a fine of Rs 500.",
    "Semester fees for the year are due by 31 July, and students pay them online or at the "
    "fee office.",
    "Hostel students pay the hostel fee with the semester fees. "
    "Visitors sign in at the hostel desk.",
    "Students who pay the semester fees by demand draft can get one at any branch of the bank "
    "for Rs 50.",
]
SENTENCE = "Students who pay the semester fees after 15 August owe a fine of Rs 500."
ONLY_COMMON = "Students pay the semester fees."
# 2024 in full-width digits, as East Asian text often writes it: four digits, not "2024".
WIDE_2024 = "\uff12\uff10\uff12\uff14"


def _verdict(t: Trial, args: tuple[Any, ...]) -> bool:
    """The learner's answer, which must be a real bool before anything else is compared."""
    return t.expect_returns(
        bool,
        *args,
        advice=said(
            "Return True or False: compare the overlap with the threshold and return the "
            "result of that comparison (`x >= y` is already a bool).",
            "Return true or false: compare the overlap with the threshold and return the "
            "result of that comparison (`x >= y` is already a boolean).",
        ),
    )


example_1 = check(
    "example-1", "Worked example: the cited block backs the sentence", hint=2
).expect_same([(SENTENCE, BLOCKS[0], BLOCKS, 0.5)])


example_2 = check(
    "example-2", "Worked example: the claim is borrowed from another block", hint=2
).expect_same([(SENTENCE, BLOCKS[3], BLOCKS, 0.5)])


example_3 = check(
    "example-3", "Worked example: a sentence made only of common words", hint=2
).expect_same([(ONLY_COMMON, BLOCKS[1], BLOCKS, 0.5)])


no_terms_left = check(
    "no-terms-left", "No term left to check: unsupported, even at threshold 0", hint=2
).expect_same(
    [
        ("", BLOCKS[0], BLOCKS, 0.0),
        ("?! -- ... ()", "Any text at all.", [], 0.0),
        ("Students pay the fees, the semester fees.", BLOCKS[0], BLOCKS, 0.0),
        ("Students pay the fees, the semester fees.", BLOCKS[0], BLOCKS, 0.5),
    ]
)


threshold_boundary = check(
    "threshold-boundary", "An overlap exactly equal to the threshold is enough", hint=3
).expect_same(
    [
        ("alpha beta", "alpha", [], 0.5),
        ("alpha beta gamma delta", "beta gamma delta", [], 0.75),
        ("alpha beta", "beta alpha", [], 1.0),
        ("alpha beta gamma delta", "alpha beta", [], 0.75),
        ("alpha beta", "neither of them", [], 0.0),
    ]
)


common_terms_dropped = check(
    "common-terms-dropped", "Common terms leave both the matches and the total", hint=2
).expect_same(
    [
        # Only "the", "semester" and "fees" are shared, and all three are common.
        ("The semester fees rise in June.", BLOCKS[1], BLOCKS, 0.3),
        # Once the five common terms are gone, the one left is found.
        ("Students pay the semester fees online.", BLOCKS[1], BLOCKS, 0.4),
        # A common term that a plain JavaScript object already holds, as `constructor`.
        ("constructor zeta", "zeta", ["constructor pays", "constructor", "constructor y"], 0.75),
    ]
)


half_of_blocks = check(
    "half-of-blocks", "In exactly half of the blocks: kept; in more than half: dropped", hint=2
).expect_same(
    [
        ("alpha zeta", "alpha three", ["alpha one", "alpha two", "three", "four"], 0.4),
        ("alpha zeta", "alpha four", ["alpha one", "alpha two", "alpha three", "four"], 0.4),
        ("alpha zeta", "alpha three", ["alpha one", "alpha two", "three"], 0.4),
        ("alpha zeta", "alpha zeta", ["alpha one", "zeta two"], 0.75),
        # With a single block, every term it holds is in more than half of the blocks.
        ("alpha beta", "alpha beta", ["alpha beta"], 0.5),
    ]
)


no_blocks = check(
    "no-blocks",
    said(
        "An empty list of blocks: nothing is dropped",
        "An empty Array of blocks: nothing is dropped",
    ),
    hint=2,
).expect_same([("The log is full.", "the log", [], 0.4), ("The log is full.", "the disk", [], 0.4)])


cited_not_in_blocks = check(
    "cited-not-in-blocks", "A cited block that is not one of the blocks", hint=2
).expect_same(
    [
        (
            "Hostel fees rise yearly.",
            "hostel fees",
            ["Hostel visitors sign in at the desk.", "Rooms are cleaned weekly."],
            0.45,
        ),
        (SENTENCE, "After 15 August a fine of Rs 500 is due.", BLOCKS, 0.5),
    ]
)


case_insensitive = check(
    "case-insensitive", "Terms are compared without regard to case", hint=1
).expect_same(
    [
        (
            "WAL Replay Needs A CHECKPOINT",
            "the wal replay needs a checkpoint",
            ["The checkpoint runs hourly.", "THE WAL grows.", "the replay is fast"],
            0.75,
        ),
        ("The backup failed", "backup failed", ["The disk", "THE log", "the cache"], 0.75),
    ]
)


punctuation_and_underscores = check(
    "punctuation-and-underscores", "Punctuation and underscores separate terms", hint=1
).expect_same(
    [
        (
            "fsync() flushes the log; then (and only then) the write returns.",
            "Returns after fsync flushes the log, and only then.",
            [],
            0.75,
        ),
        ("write_ahead log", "write ahead log", [], 0.75),
        ("write-ahead", "ahead of the write", [], 1.0),
    ]
)


# "cat" hides inside "Concatenate" and "catalog": neither holds the term "cat".
CAT_BLOCKS = [
    "Concatenate the log files.",
    "The catalog lists every satellite.",
    "Dogs bark at night.",
]
whole_terms = check(
    "whole-terms",
    said(
        "Whole terms only: 'cat' is not in 'concatenate'",
        'Whole terms only: "cat" is not in "concatenate"',
    ),
    hint=1,
).expect_same(
    [
        ("The cat sat on a log.", CAT_BLOCKS[0], CAT_BLOCKS, 0.5),
        ("A cat", "concatenate", [], 0.5),
    ]
)


unicode_terms = check(
    "unicode-terms", "Letters and digits of every script, with no normalising", hint=1
).expect_same(
    [
        (f"Der Ölpreis fiel {WIDE_2024}", f"Ölpreis {WIDE_2024}", [], 0.45),
        (f"東京 {WIDE_2024} café", f"CAFÉ in 東京, {WIDE_2024}", [], 1.0),
        (f"Café {WIDE_2024}", "caf 2024", [], 0.5),
        (WIDE_2024, "2024", [], 0.5),
        # NFC composes "e" and a separately typed accent (U+0301) into "é": "café" is not "cafe".
        ("cafe\u0301 crème", "cafe creme", [], 0.45),
    ]
)


nfc_first = check(
    "nfc-first", "Accents typed in two ways are the same term (NFC first)", hint=1
).expect_same(
    [
        # The sentence types the accent apart, the cited block as one character: NFC makes
        # them equal.
        ("Cafe\u0301 fees are due.", "Café fees are due in August.", [], 0.75),
        # Here the blocks type it apart, so "résumé" is common only once they are composed.
        (
            "Résumé deadline",
            "the deadline",
            ["Re\u0301sume\u0301 one", "re\u0301sume\u0301 two", "three"],
            0.75,
        ),
    ]
)


lower_after_cutting = check(
    "lower-after-cutting",
    said(
        "Each term is cut first, then lower-cased with str.lower()",
        "Each term is cut first, then lower-cased with toLowerCase()",
    ),
    hint=1,
).expect_same(
    [
        # str.lower() keeps "ß"; str.casefold() would turn it into "ss" and match "STRASSE".
        ("Straße fees", "STRASSE FEES", [], 0.75),
        # "İ".lower() is "i" plus a combining dot, which is not a letter: lower-casing the whole
        # text before cutting it would split "İzmir" into "i" and "zmir".
        ("İzmir campus", "zmir campus", [], 0.6),
    ]
)


repeated_terms = check(
    "repeated-terms", "A term counts once, in the sentence and in each block", hint=2
).expect_same(
    [
        ("Fine, fine, fine: students owe it by noon.", BLOCKS[0], BLOCKS, 0.4),
        (
            "receipt from bank",
            "receipt to bank",
            ["receipt receipt receipt receipt", "hostel", "bank"],
            0.6,
        ),
        # Two equal entries are still two blocks.
        ("alpha beta", "beta", ["alpha x", "alpha x", "beta"], 0.75),
    ]
)


@check(
    "returns-bool",
    said(
        "Returns True or False, not a number or another value",
        "Returns true or false, not a number or another value",
    ),
    hint=3,
)
def returns_bool(t: Trial) -> None:
    for args in (
        (SENTENCE, BLOCKS[0], BLOCKS, 0.5),
        (SENTENCE, BLOCKS[2], BLOCKS, 0.5),
        (ONLY_COMMON, BLOCKS[1], BLOCKS, 0.5),
    ):
        _verdict(t, args)


UNCHANGED_ADVICE = said(
    "The caller still needs its blocks as they were: build new lists or sets "
    "instead of adding to, sorting, normalising or rewriting the ones you were given.",
    "The caller still needs its blocks as they were: build new Arrays or Sets "
    "instead of adding to, sorting, normalising or rewriting the ones you were given.",
)


def _unchanged_cases() -> list[tuple[str, str, list[str], float]]:
    """Blocks in several orders (as given, sorted, reversed), with repeats, accents typed apart,
    surrounding spaces and capitals, and a few more drawn from a fixed seed in a random order: any
    sorting, de-duplicating, normalising or stripping of the caller's list changes one of them."""
    cases = [
        (SENTENCE, "After 15 August a fine of Rs 500 is due.", list(BLOCKS), 0.5),
        (SENTENCE, BLOCKS[0], sorted(BLOCKS), 0.5),
        (SENTENCE, BLOCKS[3], sorted(BLOCKS, reverse=True), 0.5),
        (
            "Cafe\u0301 fees are due.",
            " cafe\u0301 FEES due ",
            [
                " Fees are due in August. ",
                "Cafe\u0301 menu\n",
                "fees fees",
                " Fees are due in August. ",
            ],
            0.5,
        ),
    ]
    rng = random.Random(4)  # fixed, so every run tries the same inputs
    words = [*NATURAL, "Cafe\u0301", " ", "Fees", "ÉTÉ"]
    for _ in range(4):
        blocks = [
            " ".join(rng.choices(words, k=rng.randint(1, 4))) for _ in range(rng.randint(2, 6))
        ]
        blocks += rng.choices(blocks, k=2)  # repeats
        rng.shuffle(blocks)
        cases.append((" ".join(rng.choices(words, k=3)), rng.choice(blocks), blocks, 0.5))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on inputs in several orders", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    (SENTENCE, BLOCKS[0], BLOCKS, 0.5),
    ("Late payment has a fine of Rs 500.", "late payment fine rs 500", BLOCKS[:2], 0.5),
)


# Generated inputs are built from positions in small word pools, so that one case can be
# written out twice: with natural words (case variants, punctuation, underscores, words hidden
# inside other words, other scripts) and with plain words that share no letters by accident.
# A correct answer cannot tell the two apart. Each part of a case is drawn as a few bytes, one
# word per byte, because that is the cheapest thing for Hypothesis to draw and shrink; in the
# blocks, a byte of 128 or more also ends its block. The thresholds never sit within rounding
# distance of a possible overlap unless both are exact (0.25, 0.5, 0.75 and 1.0; a sentence has
# at most five distinct terms).
NATURAL = ["log", "cat", "concatenate", "catalog", "the", "a", "at", "writes", "café", WIDE_2024]
PLAIN = ["qvk", "qvm", "qvn", "qvp", "qvr", "qvs", "qvt", "qvw", "qvx", "qvz"]
SEPARATORS = [" ", ", ", "_", "-", ". ", "/", " (", ")—"]
THRESHOLDS = [0.0, 0.25, 0.3, 0.5, 0.66, 0.75, 1.0]
CASES = 3  # each word in lower case, Title case or UPPER case
PROPERTY_EXAMPLES = 60
SCALE_SIZE = 60

Case = tuple[bytes, bytes, bytes, float, int]
CASE = st.tuples(
    st.binary(min_size=1, max_size=5),  # the sentence
    st.binary(max_size=4),  # the cited block
    st.binary(max_size=10),  # the blocks
    st.sampled_from(THRESHOLDS),
    st.integers(0, len(SEPARATORS) - 1),
)


def _words(data: bytes) -> list[int]:
    """Word numbers: the pool position times CASES, plus the case it is written in."""
    return [byte % (len(NATURAL) * CASES) for byte in data]


def _blocks(data: bytes) -> list[list[int]]:
    blocks: list[list[int]] = [[]] if data else []
    for position, byte in enumerate(data, 1):
        blocks[-1].extend(_words(bytes([byte])))
        if byte >= 128 and position < len(data):
            blocks.append([])
    return blocks


def _natural(words: list[int], separator: int) -> str:
    shaped = []
    for word in words:
        text = NATURAL[word // CASES]
        shape = word % CASES
        shaped.append(text if shape == 0 else text.title() if shape == 1 else text.upper())
    return SEPARATORS[separator].join(shaped)


def _plain(words: list[int]) -> str:
    return " ".join(PLAIN[word // CASES] for word in words)


def _args(
    sentence: list[int], cited: list[int], case: Case, natural: bool = True
) -> tuple[Any, ...]:
    blocks, threshold, sep = _blocks(case[2]), case[3], case[4]
    if natural:
        texts = [_natural(words, sep) for words in (sentence, cited, *blocks)]
    else:
        texts = [_plain(words) for words in (sentence, cited, *blocks)]
    return texts[0], texts[1], texts[2:], threshold


@check(
    "property-spelling-free",
    "Generated inputs: only which terms are equal matters, not how they are written",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_spelling_free(t: Trial, case: Case) -> None:
    sentence, cited = _words(case[0]), _words(case[1])
    natural = _args(sentence, cited, case)
    plain = _args(sentence, cited, case, natural=False)
    first, second = _verdict(t, natural), _verdict(t, plain)
    if first != second:
        t.fail(
            f"They returned {show_value(first)} and {show_value(second)}. The second call is the "
            "first with every word replaced by a plain lower-case word, one for one. Terms are "
            "whole runs of letters and digits, lower-cased; everything else, underscores "
            "included, only separates them."
        )


@check(
    "property-repeats-change-nothing",
    "Generated inputs: saying a term again, in any case, changes nothing",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, which=st.integers(0, 4))
def property_repeats_change_nothing(t: Trial, case: Case, which: int) -> None:
    sentence, cited = _words(case[0]), _words(case[1])
    word = sentence[which % len(sentence)] // CASES * CASES
    base = _args(sentence, cited, case)
    again = _args([*sentence, word + 2, word + 1, word + 2], cited, case)
    first, second = _verdict(t, base), _verdict(t, again)
    if first != second:
        t.fail(
            f"They returned {show_value(first)} and {show_value(second)}. The second sentence "
            "only repeats one of its terms in other cases. Each distinct term counts once, "
            "whatever its case."
        )


@check(
    "property-richer-block",
    said(
        "Generated inputs: more terms in the cited block never turn True into False",
        "Generated inputs: more terms in the cited block never turn true into false",
    ),
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, extra=st.binary(min_size=1, max_size=3))
def property_richer_block(t: Trial, case: Case, extra: bytes) -> None:
    sentence, cited = _words(case[0]), _words(case[1])
    base = _args(sentence, cited, case)
    richer = (base[0], base[1] + " " + _natural(_words(extra), case[4]), base[2], base[3])
    first, second = _verdict(t, base), _verdict(t, richer)
    if first and not second:
        t.fail(
            f"They returned {show_value(True)} and then {show_value(False)}, although the second "
            "cited block holds every term of the first and more. The overlap is the share of the "
            "sentence's remaining terms found in the block; the block's other terms and "
            f"{said('the blocks list', 'the blocks Array')} do not change it."
        )


LONG_INPUTS_ADVICE = said(
    "The input was a sentence of many distinct terms against as many one-term "
    "blocks, so work done for every pair of a sentence term and a block (asking each "
    "block about each term, splitting a block again per term, or looking a term up in a "
    "list of terms) grows with the square of the input. Split each text once into a set "
    "of terms, and count the blocks in a single pass over them.",
    "The input was a sentence of many distinct terms against as many one-term "
    "blocks, so work done for every pair of a sentence term and a block (asking each "
    "block about each term, splitting a block again per term, or looking a term up in an "
    "Array of terms with includes or indexOf) grows with the square of the input. Split "
    "each text once into a Set of terms, and count the blocks in a single pass over them.",
)


def _long_inputs(size: int, rng: random.Random) -> tuple[str, str, list[str], float]:
    """A sentence of `size` distinct terms against `size` one-term blocks, the cited block
    holding a random part of them: work done for every pair of a sentence term and a block,
    or a search through a list of terms for each term, grows with the square of the size."""
    terms = list(dict.fromkeys(f"t{rng.getrandbits(24):x}" for _ in range(size)))
    cited = [term for term in terms if rng.random() < 0.5]
    blocks = rng.sample(terms, len(terms))
    return " ".join(terms), " ".join(cited), blocks, rng.choice([0.3, 0.4, 0.5, 0.6])


@check("scales-linearly", "Running time grows linearly with the input", points=2, hint=3)
def scales_linearly(t: Trial) -> None:
    # Sixteen times rather than eight: the cheapest quadratic mistakes (a set lookup for every
    # pair of a term and a block) cost little per pair, and only a wider step separates them
    # from a linear pass on this small an input. The input stays small because splitting
    # every block again for each term costs a microsecond or more per pair. Two measurements
    # must both look linear: on a busy machine the small input's time can be inflated as
    # easily as the large one's, and one such reading would let a quadratic solution through.
    for _ in range(2):
        t.expect_linear(_long_inputs, size=SCALE_SIZE, growth=16, advice=LONG_INPUTS_ADVICE)
