"""Checks for "Does the cited block support the sentence?". Expected answers come from the
reference solution, in the grader; these checks only choose inputs and say what to compare.
The generated-input properties compare the learner's function with itself on related inputs,
or with what the task says outright, so they need no reference."""

from __future__ import annotations

import random
from typing import Any

from grader.authoring import INDEPENDENT_CALLS, Trial, check, given, said, st

# The worked example: the college's index of ten chunks, of which the retriever handed the
# model the first four for a question about paying fees late (fee_policy_p2_c1,
# fee_policy_p1_c1, hostel_rules_p1_c3, bank_faq_p1_c1). In the index, "students" (7 of 10)
# and "the" (9 of 10) are common; "pay", "semester" and "fees" are in 4 of 10 and "a" in
# exactly half, so they stay, although all four handed-out blocks hold the first three.
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
BLOCKS = INDEX[:4]
SENTENCE = "Students who pay the semester fees after 15 August owe a fine of Rs 500."
COPIED = "Late payment after 15 August has a fine of Rs 500."
THREE_IN_FOUR = (3, 4)
HALF = (1, 2)
ALL = (1, 1)
# 2024 in full-width digits, as East Asian text often writes it: four digits, not "2024".
WIDE_2024 = "\uff12\uff10\uff12\uff14"

Threshold = tuple[int, int]
Args = tuple[str, str, list[str], list[str], Threshold]


def _alone(sentence: str, cited_block: str, index: list[str], threshold: Threshold) -> Args:
    """A call in which the cited block is the one block handed out."""
    return sentence, cited_block, [cited_block], index, threshold


def _verdict(t: Trial, args: tuple[Any, ...]) -> bool:
    """The learner's answer, which must be a real bool before anything else is compared."""
    return t.expect_returns(
        bool,
        *args,
        advice=said(
            python="Return True or False: compare the overlap with the threshold and return the "
            "result of that comparison (`x >= y` is already a bool).",
            javascript="Return true or false: compare the overlap with the threshold and return "
            "the result of that comparison (`x >= y` is already a boolean).",
        ),
    )


example_1 = check(
    "example-1", "Worked example: the cited block backs the sentence", hint=2
).expect_same([(SENTENCE, INDEX[0], BLOCKS, INDEX, HALF)])


example_2 = check(
    "example-2", "Worked example: the claim is borrowed from another block", hint=2
).expect_same([(SENTENCE, INDEX[3], BLOCKS, INDEX, HALF)])


example_3 = check(
    "example-3", "Worked example: a sentence copied from the only block handed out", hint=2
).expect_same([_alone(COPIED, INDEX[0], INDEX, ALL)])


INDEX_NOTE = (
    "How common a term is comes from the documents of `index`, never from `blocks`: the "
    "blocks handed out were retrieved because they match the question, so among themselves "
    "its words always look common, and with one block every word does."
)


copied_block_supported = check(
    "copied-block-supported",
    "A sentence copied word for word from the one block handed out is supported",
    hint=2,
).expect_same(
    [
        _alone(INDEX[0], INDEX[0], INDEX, ALL),
        _alone(COPIED, INDEX[0], INDEX, ALL),
        _alone(INDEX[4], INDEX[4], INDEX, ALL),
        _alone("alpha beta", "alpha beta", ["alpha beta", "gamma", "delta"], ALL),
    ],
    note=INDEX_NOTE,
)


unrelated_block = check(
    "unrelated-block", "Handing out one more, unrelated block never changes the verdict", hint=2
).expect_same(
    [
        _alone(SENTENCE, INDEX[0], INDEX, THREE_IN_FOUR),
        (SENTENCE, INDEX[0], [INDEX[0], INDEX[7]], INDEX, THREE_IN_FOUR),
        _alone("alpha beta", "alpha", ["alpha", "gamma", "delta"], HALF),
        ("alpha beta", "alpha", ["alpha", "gamma"], ["alpha", "gamma", "delta"], HALF),
    ],
    note=INDEX_NOTE,
)


one_block = check(
    "one-block", "One block handed out is judged as four are: by the index", hint=2
).expect_same(
    [
        _alone(SENTENCE, INDEX[3], INDEX, THREE_IN_FOUR),
        _alone(SENTENCE, INDEX[0], INDEX, HALF),
        (SENTENCE, INDEX[0], [INDEX[3]], INDEX, THREE_IN_FOUR),
        _alone("Students pay the semester fees online.", INDEX[1], INDEX, ALL),
    ],
    note=INDEX_NOTE,
)


no_terms_left = check(
    "no-terms-left", "No term left to check: unsupported, even at threshold 0", hint=2
).expect_same(
    [
        ("", INDEX[0], BLOCKS, INDEX, (0, 1)),
        _alone("?! -- ... ()", "Any text at all.", [], (0, 1)),
        ("The students, the students.", INDEX[0], BLOCKS, INDEX, (0, 1)),
        ("The students, the students.", INDEX[0], BLOCKS, INDEX, HALF),
    ]
)


threshold_boundary = check(
    "threshold-boundary", "An overlap exactly equal to the threshold is enough", hint=3
).expect_same(
    [
        _alone("alpha beta", "alpha", [], HALF),
        _alone("alpha beta gamma delta", "beta gamma delta", [], THREE_IN_FOUR),
        _alone("alpha beta", "beta alpha", [], ALL),
        _alone("alpha beta gamma delta", "alpha beta", [], THREE_IN_FOUR),
        _alone("alpha beta", "neither of them", [], (0, 1)),
    ]
)


def _share(matched: int, total: int, threshold: Threshold) -> Args:
    """A sentence of `total` distinct terms, `matched` of them in the cited block, and an
    empty index, so that every term remains: the overlap is exactly matched / total."""
    terms = [f"w{number:02}" for number in range(total)]
    return _alone(" ".join(terms), " ".join(terms[:matched]), [], threshold)


threshold_exact = check(
    "threshold-exact",
    "The threshold is a fraction, compared exactly: 7 of 25 is enough at 7/25 (0.28)",
    hint=3,
).expect_same(
    [
        _share(7, 25, (7, 25)),
        _share(7, 25, (28, 100)),
        _share(6, 25, (7, 25)),
        _share(1, 49, (1, 49)),
        _share(1, 3, (333_333_333, 999_999_999)),
        _share(1, 3, (333_333_334, 1_000_000_000)),
    ],
    note=said(
        python="Compare in whole numbers, `matched * denominator >= numerator * remaining`: 0.28 "
        "* 25 is 7.000000000000001 in floating point and 1 / 49 * 49 is 0.9999999999999999, so a "
        "float share multiplied back misses the boundary, and a tolerance lets a smaller "
        "overlap through.",
        javascript="Compare in whole numbers, `matched * denominator >= numerator * remaining`: "
        "0.28 * 25 "
        "is 7.000000000000001 in floating point and 1 / 49 * 49 is 0.9999999999999999, so a "
        "float share multiplied back misses the boundary, and a tolerance lets a smaller "
        "overlap through.",
    ),
)


common_terms_dropped = check(
    "common-terms-dropped", "Common terms leave both the matches and the total", hint=2
).expect_same(
    [
        # "students" and "the" are common; the four terms left are all in the chunk.
        _alone("Students pay the semester fees online.", INDEX[1], INDEX, ALL),
        ("The students pay the fees online.", INDEX[1], BLOCKS, INDEX, THREE_IN_FOUR),
        # A common term that a plain JavaScript object already holds, as `constructor`.
        _alone(
            "constructor zeta", "zeta", ["constructor pays", "constructor", "constructor y"], ALL
        ),
    ]
)


half_of_index = check(
    "half-of-index",
    "In exactly half of the index's documents: kept; in more than half: dropped",
    hint=2,
).expect_same(
    [
        _alone("alpha zeta", "alpha three", ["alpha one", "alpha two", "three", "four"], (2, 5)),
        _alone("alpha zeta", "alpha four", ["alpha one", "alpha two", "alpha three", "4"], (2, 5)),
        _alone("alpha zeta", "alpha three", ["alpha one", "alpha two", "three"], (2, 5)),
        _alone("alpha zeta", "alpha zeta", ["alpha one", "zeta two"], THREE_IN_FOUR),
    ]
)


empty_index = check(
    "empty-index",
    said(
        python="An empty list of documents in the index: nothing is dropped",
        javascript="An empty Array of documents in the index: nothing is dropped",
    ),
    hint=2,
).expect_same(
    [
        _alone("The log is full.", "the log", [], (2, 5)),
        _alone("The log is full.", "the disk", [], (2, 5)),
    ]
)


cited_counted_once = check(
    "cited-counted-once",
    "The cited block counts once, as the document of the index it already is",
    hint=2,
).expect_same(
    [
        # "alpha" is in two of four documents, the cited one among them: it stays.
        _alone("alpha zeta", "alpha", ["alpha", "alpha one", "two", "three"], HALF),
        (SENTENCE, INDEX[0], BLOCKS, INDEX, THREE_IN_FOUR),
        # A cited block that is no document of the index is not counted at all.
        _alone(SENTENCE, "After 15 August a fine of Rs 500 is due.", INDEX, THREE_IN_FOUR),
    ]
)


case_insensitive = check(
    "case-insensitive", "Terms are compared without regard to case", hint=1
).expect_same(
    [
        _alone(
            "WAL Replay Needs A CHECKPOINT",
            "the wal replay needs a checkpoint",
            ["The checkpoint runs hourly.", "THE WAL grows.", "the replay is fast"],
            THREE_IN_FOUR,
        ),
        _alone("The backup failed", "backup failed", ["The disk", "THE log", "the cache"], ALL),
    ]
)


punctuation_and_underscores = check(
    "punctuation-and-underscores", "Punctuation and underscores separate terms", hint=1
).expect_same(
    [
        _alone(
            "fsync() flushes the log; then (and only then) the write returns.",
            "Returns after fsync flushes the log, and only then.",
            [],
            THREE_IN_FOUR,
        ),
        _alone("write_ahead log", "write ahead log", [], THREE_IN_FOUR),
        _alone("write-ahead", "ahead of the write", [], ALL),
    ]
)


# "cat" hides inside "Concatenate" and "catalog": neither holds the term "cat".
CAT_INDEX = [
    "Concatenate the log files.",
    "The catalog lists every satellite.",
    "Dogs bark at night.",
]
whole_terms = check(
    "whole-terms",
    said(
        python="Whole terms only: 'cat' is not in 'concatenate'",
        javascript='Whole terms only: "cat" is not in "concatenate"',
    ),
    hint=1,
).expect_same(
    [
        _alone("The cat sat on a log.", CAT_INDEX[0], CAT_INDEX, HALF),
        _alone("A cat", "concatenate", [], HALF),
    ]
)


unicode_terms = check(
    "unicode-terms", "Letters and digits of every script, with no normalising", hint=1
).expect_same(
    [
        _alone(f"Der Ölpreis fiel {WIDE_2024}", f"Ölpreis {WIDE_2024}", [], (9, 20)),
        _alone(f"東京 {WIDE_2024} café", f"CAFÉ in 東京, {WIDE_2024}", [], ALL),
        _alone(f"Café {WIDE_2024}", "caf 2024", [], HALF),
        _alone(WIDE_2024, "2024", [], HALF),
        # NFC composes "e" and a separately typed accent (U+0301) into "é": "café" is not "cafe".
        _alone("cafe\u0301 crème", "cafe creme", [], (9, 20)),
    ]
)


nfc_first = check(
    "nfc-first", "Accents typed in two ways are the same term (NFC first)", hint=1
).expect_same(
    [
        # The sentence types the accent apart, the cited block as one character: NFC makes
        # them equal.
        _alone("Cafe\u0301 fees are due.", "Café fees are due in August.", [], THREE_IN_FOUR),
        # Here the index types it apart, so "résumé" is common only once they are composed.
        _alone(
            "Résumé deadline",
            "the deadline",
            ["Re\u0301sume\u0301 one", "re\u0301sume\u0301 two", "three"],
            THREE_IN_FOUR,
        ),
    ]
)


lower_after_cutting = check(
    "lower-after-cutting",
    said(
        python="Each term is cut first, then lower-cased with str.lower()",
        javascript="Each term is cut first, then lower-cased with toLowerCase()",
    ),
    hint=1,
).expect_same(
    [
        # str.lower() keeps "ß"; str.casefold() would turn it into "ss" and match "STRASSE".
        _alone("Straße fees", "STRASSE FEES", [], THREE_IN_FOUR),
        # "İ".lower() is "i" plus a combining dot, which is not a letter: lower-casing the whole
        # text before cutting it would split "İzmir" into "i" and "zmir".
        _alone("İzmir campus", "zmir campus", [], (3, 5)),
    ]
)


repeated_terms = check(
    "repeated-terms", "A term counts once, in the sentence and in each document", hint=2
).expect_same(
    [
        ("Fine, fine, fine: students owe it by noon.", INDEX[0], BLOCKS, INDEX, HALF),
        _alone(
            "receipt from bank",
            "receipt to bank",
            ["receipt receipt receipt receipt", "hostel", "bank"],
            (3, 5),
        ),
        # Two equal documents are still two documents.
        _alone("alpha beta", "beta", ["alpha x", "alpha x", "beta"], THREE_IN_FOUR),
    ]
)


@check(
    "returns-bool",
    said(
        python="Returns True or False, not a number or another value",
        javascript="Returns true or false, not a number or another value",
    ),
    hint=3,
)
def returns_bool(t: Trial) -> None:
    for args in (
        (SENTENCE, INDEX[0], BLOCKS, INDEX, THREE_IN_FOUR),
        (SENTENCE, INDEX[2], BLOCKS, INDEX, THREE_IN_FOUR),
        ("The students.", INDEX[1], BLOCKS, INDEX, HALF),
    ):
        _verdict(t, args)


UNCHANGED_ADVICE = said(
    python="The caller still needs its blocks and its index as they were: build new lists or sets "
    "instead of adding to, sorting, normalising or rewriting the ones you were given.",
    javascript="The caller still needs its blocks and its index as they were: build new Arrays or "
    "Sets instead of adding to, sorting, normalising or rewriting the ones you were given.",
)


def _unchanged_cases() -> list[Args]:
    """Documents in several orders (as given, sorted, reversed), with repeats, accents typed
    apart, surrounding spaces and capitals, and a few more drawn from a fixed seed in a random
    order: any sorting, de-duplicating, normalising or stripping of the caller's lists, or
    adding the cited block to them, changes one of them."""
    spaced = [" Fees are due in August. ", "Cafe\u0301 menu\n", "fees fees"]
    cases: list[Args] = [
        (SENTENCE, "After 15 August a fine of Rs 500 is due.", list(BLOCKS), list(INDEX), HALF),
        (SENTENCE, INDEX[0], sorted(BLOCKS), sorted(INDEX), HALF),
        (SENTENCE, INDEX[3], sorted(BLOCKS, reverse=True), sorted(INDEX, reverse=True), HALF),
        ("Cafe\u0301 fees are due.", " cafe\u0301 FEES due ", spaced[:2], [*spaced, *spaced], HALF),
    ]
    rng = random.Random(4)  # fixed, so every run tries the same inputs
    words = [*NATURAL, "Cafe\u0301", " ", "Fees", "ÉTÉ"]
    for _ in range(4):
        index = [
            " ".join(rng.choices(words, k=rng.randint(1, 4))) for _ in range(rng.randint(2, 5))
        ]
        index += rng.choices(index, k=2)  # repeats
        rng.shuffle(index)
        blocks = rng.sample(index, 2)
        sentence = " ".join(rng.choices(words, k=3))
        cases.append((sentence, rng.choice(blocks), blocks, index, HALF))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on inputs in several orders", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    (SENTENCE, INDEX[0], BLOCKS, INDEX, THREE_IN_FOUR),
    _alone("Late payment has a fine of Rs 500.", "late payment fine rs 500", INDEX[:2], HALF),
)


# Generated inputs are built from positions in small word pools, so that one case can be
# written out twice: with natural words (case variants, punctuation, underscores, words hidden
# inside other words, other scripts) and with plain words that share no letters by accident.
# A correct answer cannot tell the two apart. Each part of a case is drawn as a few bytes, one
# word per byte, because that is the cheapest thing for Hypothesis to draw and shrink; in the
# index, a byte of 128 or more also ends its document. The cited block is the one block handed
# out, and a document of the index too, as the retriever would have it.
NATURAL = ["log", "cat", "concatenate", "catalog", "the", "a", "at", "writes", "café", WIDE_2024]
PLAIN = ["qvk", "qvm", "qvn", "qvp", "qvr", "qvs", "qvt", "qvw", "qvx", "qvz"]
# Words in neither pool, for blocks that share no term with any generated sentence.
UNRELATED = ["hostel", "canteen", "bus", "library"]
SEPARATORS = [" ", ", ", "_", "-", ". ", "/", " (", ")—"]
THRESHOLDS = [(0, 1), (1, 4), (3, 10), (1, 2), (2, 3), (3, 4), (1, 1)]
CASES = 3  # each word in lower case, Title case or UPPER case
PROPERTY_EXAMPLES = 60
SCALE_SIZE = 60

Case = tuple[bytes, bytes, bytes, Threshold, int]
CASE = st.tuples(
    st.binary(min_size=1, max_size=5),  # the sentence
    st.binary(max_size=4),  # the cited block
    st.binary(max_size=10),  # the other documents of the index
    st.sampled_from(THRESHOLDS),
    st.integers(0, len(SEPARATORS) - 1),
)


def _words(data: bytes) -> list[int]:
    """Word numbers: the pool position times CASES, plus the case it is written in."""
    return [byte % (len(NATURAL) * CASES) for byte in data]


def _documents(data: bytes) -> list[list[int]]:
    documents: list[list[int]] = [[]] if data else []
    for position, byte in enumerate(data, 1):
        documents[-1].extend(_words(bytes([byte])))
        if byte >= 128 and position < len(data):
            documents.append([])
    return documents


def _natural(words: list[int], separator: int) -> str:
    shaped = []
    for word in words:
        text = NATURAL[word // CASES]
        shape = word % CASES
        shaped.append(text if shape == 0 else text.title() if shape == 1 else text.upper())
    return SEPARATORS[separator].join(shaped)


def _plain(words: list[int]) -> str:
    return " ".join(PLAIN[word // CASES] for word in words)


def _args(sentence: list[int], cited: list[int], case: Case, natural: bool = True) -> Args:
    others, threshold, sep = _documents(case[2]), case[3], case[4]
    if natural:
        texts = [_natural(words, sep) for words in (sentence, cited, *others)]
    else:
        texts = [_plain(words) for words in (sentence, cited, *others)]
    return texts[0], texts[1], [texts[1]], [*texts[2:], texts[1]], threshold


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
            f"They returned {t.show(first)} and {t.show(second)}. The second call is the "
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
            f"They returned {t.show(first)} and {t.show(second)}. The second sentence "
            "only repeats one of its terms in other cases. Each distinct term counts once, "
            "whatever its case."
        )


@check(
    "property-richer-block",
    said(
        python="Generated inputs: more terms in the cited block never turn True into False",
        javascript="Generated inputs: more terms in the cited block never turn true into false",
    ),
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, extra=st.binary(min_size=1, max_size=3))
def property_richer_block(t: Trial, case: Case, extra: bytes) -> None:
    sentence, cited = _words(case[0]), _words(case[1])
    base = _args(sentence, cited, case)
    richer = base[1] + " " + _natural(_words(extra), case[4])
    first, second = _verdict(t, base), _verdict(t, (base[0], richer, [richer], *base[3:]))
    if first and not second:
        t.fail(
            f"They returned {t.show(True)} and then {t.show(False)}, although the second "
            "cited block holds every term of the first and more, and the index is the same. The "
            "overlap is the share of the sentence's remaining terms found in the block; the "
            "block's other terms do not change it."
        )


@check(
    "property-unrelated-block",
    "Generated inputs: handing out more blocks, unrelated to the sentence, changes nothing",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, unrelated=st.lists(st.sampled_from(UNRELATED), min_size=1, max_size=3))
def property_unrelated_block(t: Trial, case: Case, unrelated: list[str]) -> None:
    sentence, cited = _words(case[0]), _words(case[1])
    base = _args(sentence, cited, case)
    index = [*base[3], *unrelated]
    alone = (base[0], base[1], base[2], index, base[4])
    more = (base[0], base[1], [*base[2], *unrelated], index, base[4])
    first, second = _verdict(t, alone), _verdict(t, more)
    if first != second:
        t.fail(
            f"They returned {t.show(first)} and {t.show(second)}. The second call only "
            "hands out more blocks from the same index, none sharing a term with the sentence. "
            f"{INDEX_NOTE}"
        )


@check(
    "property-copied-block",
    "Generated inputs: a sentence copied word for word from the cited block is supported",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_copied_block(t: Trial, case: Case) -> None:
    # "receipt" is in no pool, so in the index it is only in the cited block, one document of
    # at least two: it stays, and every term that stays is in the cited block.
    cited = _natural(_words(case[1]), case[4]) + " receipt"
    others = [_natural(words, case[4]) for words in _documents(case[2])] or ["office"]
    args = (cited, cited, [cited], [*others, cited], case[3])
    if not _verdict(t, args):
        t.fail(
            f"It returned {t.show(False)} for a sentence copied word for word from the "
            "cited block, whose term 'receipt' is in one document of the index only. Every "
            f"term that remains is in the block, so the overlap is 1. {INDEX_NOTE}"
        )


LONG_INPUTS_ADVICE = said(
    python="The input was a sentence of many distinct terms against an index of as many one-term "
    "documents, so work done for every pair of a sentence term and a document (asking each "
    "document about each term, splitting a document again per term, or looking a term up in "
    "a list of terms) grows with the square of the input. Split each text once into a set "
    "of terms, and count the documents in a single pass over them.",
    javascript="The input was a sentence of many distinct terms against an index of as many "
    "one-term "
    "documents, so work done for every pair of a sentence term and a document (asking each "
    "document about each term, splitting a document again per term, or looking a term up in "
    "an Array of terms with includes or indexOf) grows with the square of the input. Split "
    "each text once into a Set of terms, and count the documents in a single pass over them.",
)


def _long_inputs(size: int, rng: random.Random) -> Args:
    """A sentence of `size` distinct terms against an index of `size` one-term documents and
    the cited block, which holds a random part of them: work done for every pair of a
    sentence term and a document, or a search through a list of terms for each term, grows
    with the square of the size."""
    terms = list(dict.fromkeys(f"t{rng.getrandbits(24):x}" for _ in range(size)))
    cited = " ".join(term for term in terms if rng.random() < 0.5)
    index = [*rng.sample(terms, len(terms)), cited]
    rng.shuffle(index)
    return " ".join(terms), cited, [cited], index, rng.choice([(3, 10), (2, 5), HALF, (3, 5)])


@check("scales-linearly", "Running time grows linearly with the input", points=2, hint=3)
def scales_linearly(t: Trial) -> None:
    # Sixteen times rather than eight: the cheapest quadratic mistakes (a set lookup for every
    # pair of a term and a document) cost little per pair, and only a wider step separates
    # them from a linear pass on this small an input. The input stays small because splitting
    # every document again for each term costs a microsecond or more per pair. Two
    # measurements must both look linear: on a busy machine the small input's time can be
    # inflated as easily as the large one's, and one such reading would let a quadratic
    # solution through.
    for _ in range(2):
        t.expect_linear(_long_inputs, size=SCALE_SIZE, growth=16, advice=LONG_INPUTS_ADVICE)
