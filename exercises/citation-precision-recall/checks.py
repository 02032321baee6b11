"""Checks for "How good are the answer's citations?". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The
generated-input properties compare the learner's function with itself on related inputs (one
more citation that supports nothing, no citations at all, the same answer reordered), or check
the form the task sets for every fraction, so they need no reference."""

from __future__ import annotations

import random
from math import gcd
from typing import TypedDict

from grader.authoring import INDEPENDENT_CALLS, Trial, check, given, said, st

Fraction = tuple[int, int]
Answer = tuple[list[list[int]], list[list[list[int]]], int]


class Scores(TypedDict):
    """What the learner's function returns: exactly these keys, each a fraction or None."""

    # Spelled out, not as the alias `Fraction`: the kit reads these names without this module.
    recall: tuple[int, int] | None
    precision: tuple[int, int] | None


# The worked example: four blocks handed out, 1 fee_policy_p2_c1 (the late fee of Rs 500 after
# 15 August), 2 fee_policy_p1_c1 (the ways to pay), 3 hostel_rules_p1_c3 (the hostel fee),
# 4 bank_faq_p1_c1 (what a demand draft costs). The answer's four sentences: the deadline [1];
# a late fee of Rs 1,000 [1], which no block entails; paying by a Rs 50 demand draft [2][3][4],
# which blocks 2 and 4 entail together; the hostel fee, uncited, although block 3 entails it.
CITATIONS = [[1], [1], [2, 3, 4], []]
SUPPORTS: list[list[list[int]]] = [[[1]], [], [[2, 4]], [[3]]]
BLOCKS = 4


example_1 = check(
    "example-1",
    "Worked example: the Rs 1,000 late fee, a demand draft, the hostel fee",
    points=2,
    hint=2,
).expect_same([(CITATIONS, SUPPORTS, BLOCKS)])


example_2 = check(
    "example-2", "Worked example: a number cited twice, and block 7 of 4", points=2, hint=2
).expect_same([([[1, 1, 7]], [[[1]]], BLOCKS)])


example_3 = check(
    "example-3",
    said(
        python="Worked example: an empty answer scores None twice",
        javascript="Worked example: an empty answer scores null twice",
    ),
    hint=1,
).expect_same([([], [], BLOCKS)])


uncited_sentence = check(
    "uncited-sentence",
    "An uncited sentence is never recalled, even when a handed-out block entails it",
    points=2,
    hint=1,
).expect_same(
    [
        ([[], [1]], [[[1]], [[1]]], BLOCKS),
        ([[], [], [3]], [[[3]], [[3]], [[3]]], BLOCKS),
    ],
    note="Recall asks whether the answer's own citations back each sentence: evidence the "
    "sentence does not cite backs nothing, and the sentence still counts among all of them.",
)


joint_support = check(
    "joint-support",
    "Blocks that entail a sentence only together: recalled when all are cited, each needed",
    points=2,
    hint=2,
).expect_same(
    [
        ([[2, 4]], [[[2, 4]]], BLOCKS),
        ([[4, 2]], [[[2, 4]]], BLOCKS),
        ([[2]], [[[2, 4]]], BLOCKS),
        ([[1, 2, 3]], [[[3, 1, 2]]], 3),
    ],
    note="A listed set is the evidence that entails the sentence when put together: cite all "
    "of it and the sentence is recalled, with every block of it needed; cite part of it and "
    "the sentence is not supported.",
)


contains_listed_set = check(
    "contains-listed-set",
    "Cited blocks support a sentence when they contain one listed set, in any order",
    points=2,
    hint=2,
).expect_same(
    [
        ([[3, 1, 2]], [[[2, 1]]], BLOCKS),
        ([[1, 3]], [[[1, 2], [2, 3]]], BLOCKS),
        ([[1, 2, 3]], [[[4], [3, 2]]], BLOCKS),
        ([[4, 1]], [[[1, 2], [4, 3], [1, 4]]], BLOCKS),
    ],
)


extra_citation_imprecise = check(
    "extra-citation-imprecise",
    "A block that neither supports alone nor is needed is imprecise",
    points=2,
    hint=2,
).expect_same(
    [
        ([[2, 3, 4]], [[[2, 4]]], BLOCKS),
        ([[1, 4]], [[[1]]], BLOCKS),
        ([[3, 1, 2]], [[[1, 2]]], BLOCKS),
    ]
)


each_alone_precise = check(
    "each-alone-precise",
    "Blocks that each support the sentence alone are all precise, though none is needed",
    points=2,
    hint=3,
).expect_same(
    [
        ([[1, 4]], [[[1], [4]]], BLOCKS),
        ([[1, 2, 4]], [[[4], [1]]], BLOCKS),
        ([[1, 2, 3]], [[[1], [2, 3]]], BLOCKS),
        ([[1, 3]], [[[3, 3], [1]]], BLOCKS),  # a listed set naming one block twice
    ],
    note="A citation is precise when its block supports the sentence alone, or when the "
    "other cited blocks cannot support it without it: either is enough. A listed set that "
    "names one block twice is that block alone.",
)


two_ways_to_support = check(
    "two-ways-to-support",
    "Two separate ways to support the sentence: a block is needed only if every way uses it",
    points=2,
    hint=3,
).expect_same(
    [
        ([[1, 2, 3, 4]], [[[1, 2], [3, 4]]], BLOCKS),
        ([[1, 2, 3]], [[[1, 2], [2, 3]]], BLOCKS),
        ([[1, 2, 3, 4]], [[[1, 2], [1, 3, 4], [2, 4]]], BLOCKS),
    ],
    note="Leave out block 1 of [1, 2, 3, 4] with listed sets [1, 2] and [3, 4]: blocks 3 and 4 "
    "still support the sentence, so block 1 is not needed, and it does not support alone.",
)


unsupported_sentence_precision = check(
    "unsupported-sentence-precision",
    "Every citation of a sentence its citations do not support is imprecise",
    points=2,
    hint=2,
).expect_same(
    [
        ([[1]], [[]], BLOCKS),
        ([[1, 2]], [[[1, 2, 3]]], BLOCKS),
        ([[1, 2], [3]], [[[4]], [[3]]], BLOCKS),
    ],
    note="When the cited blocks do not support the sentence, none of them does its job, even "
    "one that is part of the evidence that would: all of them count as imprecise.",
)


single_citation = check(
    "single-citation",
    "One citation: precise exactly when it supports the sentence",
    hint=2,
).expect_same([([[1], [2], [3]], [[[1]], [[1]], [[3], [1, 2]]], BLOCKS)])


repeated_citation_once = check(
    "repeated-citation-once",
    "A number cited twice in one sentence is one citation",
    points=2,
    hint=2,
).expect_same(
    [
        ([[1, 1]], [[[1]]], BLOCKS),
        ([[1, 1, 1, 4]], [[[1]]], BLOCKS),
        ([[2, 4, 2]], [[[2, 4]]], BLOCKS),
        ([[4, 4]], [[[1]]], BLOCKS),
        ([[1], [1]], [[[1]], [[1]]], BLOCKS),
    ],
    note="Repeating a marker adds no evidence. Counted twice, `[1][1][1][4]` would score 3 of 4 "
    "precise instead of 1 of 2, and an answer could raise its precision by repeating a good "
    "citation.",
)


out_of_range_citation = check(
    "out-of-range-citation",
    "A number never handed out is a citation that brings no evidence and is never precise",
    points=2,
    hint=2,
).expect_same(
    [
        ([[1, 7]], [[[1]]], BLOCKS),
        ([[0, 1]], [[[1]]], BLOCKS),
        ([[-1, 5, 1]], [[[1]]], BLOCKS),
        ([[9]], [[[1]]], BLOCKS),
        ([[2, 4, 5]], [[[2, 4]]], BLOCKS),
        ([[4], [5]], [[[4]], [[4]]], BLOCKS),
    ],
    note="Blocks are numbered 1 to `block_count`. A number outside that range counts among the "
    "citations, is imprecise, and takes nothing from the sentence's other citations.",
)


no_blocks = check(
    "no-blocks", "No blocks handed out: every citation points nowhere", hint=2
).expect_same([([[1], [], [0, 2]], [[], [], []], 0)])


empty_answer = check(
    "empty-answer",
    said(
        python="No sentences: recall and precision are both None (undefined)",
        javascript="No sentences: recall and precision are both null (undefined)",
    ),
    hint=1,
).expect_same(
    [([], [], BLOCKS), ([], [], 0)],
    note=said(
        python="A share of nothing is undefined, not 0: return None, so that no answer looks "
        "perfectly or wholly wrong for saying nothing.",
        javascript="A share of nothing is undefined, not 0: return null, so that no answer looks "
        "perfectly or wholly wrong for saying nothing.",
    ),
)


no_citations_anywhere = check(
    "no-citations-anywhere",
    said(
        python="Sentences but no citation: recall (0, 1), precision None",
        javascript="Sentences but no citation: recall [0, 1], precision null",
    ),
    hint=1,
).expect_same([([[], []], [[[1]], []], BLOCKS), ([[]], [[]], 0)])


lowest_terms = check(
    "lowest-terms",
    said(
        python="Fractions in lowest terms: 2 of 4 is (1, 2), none is (0, 1), all is (1, 1)",
        javascript="Fractions in lowest terms: 2 of 4 is [1, 2], none is [0, 1], all is [1, 1]",
    ),
    hint=3,
).expect_same(
    [
        ([[1], [2]], [[[1]], [[2]]], BLOCKS),
        ([[1], [2], [3], [4]], [[[1]], [[2]], [], []], BLOCKS),
        ([[1, 2, 3], [4]], [[[1]], [[4]]], BLOCKS),
        ([[5], [6]], [[[1]], [[1]]], BLOCKS),
        ([[1], [2], [3], [4], [1], [2]], [[[1]], [[2]], [[3]], [[4]], [], []], BLOCKS),
    ],
    note=said(
        python="Divide the count and the total by their greatest common divisor (math.gcd); "
        "gcd(0, n) is n, so 0 of n becomes (0, 1).",
        javascript="Divide the count and the total by their greatest common divisor; the gcd of 0 "
        "and n is n, so 0 of n becomes [0, 1].",
    ),
)


RETURN_ADVICE = said(
    python='Return a dict with the keys "recall" and "precision" only, each a tuple of two ints '
    "(numerator, denominator), or None when nothing was counted: keep the counts as whole "
    "numbers; a float such as 0.5 cannot say 1 of 2 exactly.",
    javascript="Return a plain object with the keys recall and precision only, each an Array of "
    "two integers [numerator, denominator], or null when nothing was counted: keep the counts as "
    "whole numbers; 0.5 cannot say 1 of 2 exactly.",
)


def _scores(t: Trial, answer: Answer) -> Scores:
    """The learner's answer, once it has the shape the task sets."""
    return t.expect_returns(Scores, *answer, advice=RETURN_ADVICE)


@check(
    "returns-fractions",
    said(
        python='Returns {"recall": …, "precision": …}, each a pair of ints or None',
        javascript="Returns { recall, precision }, each an Array of two integers or null",
    ),
    hint=3,
)
def returns_fractions(t: Trial) -> None:
    for answer in ((CITATIONS, SUPPORTS, BLOCKS), ([[1, 7]], [[[1]]], BLOCKS), ([], [], BLOCKS)):
        _scores(t, answer)


UNCHANGED_ADVICE = said(
    python="The caller still needs its table as it was: build new lists or sets instead of "
    "sorting, de-duplicating, removing from or adding to the lists you were given.",
    javascript="The caller still needs its table as it was: build new Arrays or Sets instead of "
    "sorting, de-duplicating, splicing or pushing onto the Arrays you were given.",
)


def _unchanged_cases() -> list[Answer]:
    """Citations out of order, repeated and out of range, listed sets out of order, and a few
    more from a fixed seed: sorting, de-duplicating or trimming any of the caller's lists
    changes one of them."""
    cases: list[Answer] = [
        ([[4, 2, 3, 2], [1, 9, 1], []], [[[4, 2]], [[1], [2, 1]], [[3]]], BLOCKS),
        ([[3, 2, 1]], [[[3, 1], [2, 3]]], BLOCKS),
        (list(CITATIONS), list(SUPPORTS), BLOCKS),
    ]
    rng = random.Random(8)  # fixed, so every run tries the same inputs
    cases.extend(_answer_at_scale(6, rng) for _ in range(3))
    return cases


arguments_unchanged = check(
    "arguments-unchanged", "Leaves its arguments unchanged, on inputs in several orders", hint=3
).expect_unchanged(_unchanged_cases, advice=UNCHANGED_ADVICE)


independent_calls = INDEPENDENT_CALLS.expect_independent(
    (CITATIONS, SUPPORTS, BLOCKS), ([[1, 2], [1]], [[[1]], [[2]]], BLOCKS)
)


# Generated answers are small: up to five blocks and four sentences, each citing up to four
# numbers from -1 to two past the last block (so repeats and numbers never handed out are
# common), with up to three listed sets of up to three blocks each.
PROPERTY_EXAMPLES = 60


@st.composite
def answers(draw: st.DrawFn, least_sentences: int = 0) -> Answer:
    block_count = draw(st.integers(0, 5))
    citations: list[list[int]] = []
    supports: list[list[list[int]]] = []
    for _ in range(draw(st.integers(least_sentences, 4))):
        citations.append(draw(st.lists(st.integers(-1, block_count + 2), max_size=4)))
        block = st.integers(1, max(block_count, 1))
        listed = st.lists(st.lists(block, min_size=1, max_size=3), max_size=3)
        supports.append(draw(listed) if block_count else [])
    return citations, supports, block_count


def _at_most(smaller: Fraction, larger: Fraction) -> bool:
    return smaller[0] * larger[1] <= larger[0] * smaller[1]


@check(
    "property-useless-citation",
    "Generated inputs: citing a block that supports nothing never changes recall, never "
    "raises precision",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(answer=answers(least_sentences=1), which=st.integers(0, 3), pick=st.integers(0, 7))
def property_useless_citation(t: Trial, answer: Answer, which: int, pick: int) -> None:
    citations, supports, block_count = answer
    sentence = which % len(citations)
    used = {block for blocks in supports[sentence] for block in blocks}
    useless = [n for n in range(block_count + 2) if n not in used]  # 0 and block_count + 1 too
    number = useless[pick % len(useless)]
    more = [*citations[:sentence], [*citations[sentence], number], *citations[sentence + 1 :]]
    before, after = _scores(t, answer), _scores(t, (more, supports, block_count))
    problem = ""
    if after["recall"] != before["recall"]:
        problem = "Its recall changed"
    elif after["precision"] is None:
        problem = "It found no citation to score, although there is one more"
    elif before["precision"] is not None and not _at_most(after["precision"], before["precision"]):
        problem = "Its precision rose"
    if problem:
        t.fail(
            f"They returned {t.show(before)} and {t.show(after)}. The second answer is "
            f"the first with sentence {sentence + 1} also citing {number}, which is in none of "
            f"that sentence's listed sets. {problem}: a citation that supports nothing adds "
            "no evidence, so it cannot make a sentence recalled, and it is never precise."
        )


@check(
    "property-uncited-zero-recall",
    said(
        python="Generated inputs: with every citation removed, recall is (0, 1) and precision None",
        javascript="Generated inputs: with every citation removed, recall is [0, 1] and precision "
        "null",
    ),
    points=2,
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(answer=answers(least_sentences=1))
def property_uncited_zero_recall(t: Trial, answer: Answer) -> None:
    citations, supports, block_count = answer
    got = _scores(t, ([[] for _ in citations], supports, block_count))
    if got["recall"] != (0, 1) or got["precision"] is not None:
        t.fail(
            f"It returned {t.show(got)} for an answer none of whose {len(citations)} "
            "sentences cites anything. A sentence is recalled only by its own citations, so "
            + t.render(
                said(
                    python="recall is 0 of them, (0, 1); with no citation to judge, precision is "
                    "None.",
                    javascript="recall is 0 of them, [0, 1]; with no citation to judge, precision "
                    "is null.",
                )
            )
        )


@check(
    "property-order-and-repeats",
    "Generated inputs: reordering the answer or repeating a citation changes nothing",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(answer=answers())
def property_order_and_repeats(t: Trial, answer: Answer) -> None:
    citations, supports, block_count = answer
    # Sentences in reverse order with their tables, each sentence's numbers reversed and its
    # first number said again, each table's sets and their blocks reversed.
    shuffled = (
        [[*numbers[::-1], *numbers[:1]] for numbers in citations[::-1]],
        [[blocks[::-1] for blocks in listed[::-1]] for listed in supports[::-1]],
        block_count,
    )
    first, second = _scores(t, answer), _scores(t, shuffled)
    if first != second:
        t.fail(
            f"They returned {t.show(first)} and {t.show(second)}. The second answer is "
            "the first read backwards (its sentences, each one's citations, each table and "
            "each listed set), with one citation per sentence said twice. Recall and "
            "precision count sentences and distinct citations, in no order."
        )


def _lowest_terms_problem(t: Trial, score: Fraction | None, total: int, what: str) -> str:
    """What is wrong with one returned score, for an answer that has `total` of `what`."""
    if total == 0:
        undefined = said(python="None", javascript="null")
        return (
            "" if score is None else f"with no {what}, it must be {t.render(undefined)} (undefined)"
        )
    if score is None:
        return f"there are {total} {what}, so it must be a fraction"
    numerator, denominator = score
    if not 0 <= numerator <= denominator or denominator < 1:
        return f"{t.show(score)} is no share between 0 and 1"
    if gcd(numerator, denominator) != 1:
        return f"{t.show(score)} is not in lowest terms"
    if total % denominator:
        return f"its denominator {denominator} does not divide the {total} {what}"
    return ""


@check(
    "property-lowest-terms",
    "Generated inputs: each score a share of what was counted, in lowest terms",
    hint=3,
    examples=PROPERTY_EXAMPLES,
)
@given(answer=answers())
def property_lowest_terms(t: Trial, answer: Answer) -> None:
    citations = answer[0]
    got = _scores(t, answer)
    distinct = sum(len(set(numbers)) for numbers in citations)
    problems = [
        f"{name}: {problem}"
        for name, problem in (
            ("recall", _lowest_terms_problem(t, got["recall"], len(citations), "sentences")),
            ("precision", _lowest_terms_problem(t, got["precision"], distinct, "citations")),
        )
        if problem
    ]
    if problems:
        t.fail(
            f"It returned {t.show(got)}; "
            + "; ".join(problems)
            + ". Recall is a share of the sentences and precision of the distinct citations "
            "of each sentence, both in lowest terms."
        )


LARGE_ANSWER_ADVICE = (
    "The input held sentences citing many blocks, with long tables of listed sets, so "
    "testing each citation against every listed set (once alone, once with the block left "
    "out), or against every listed set the citations contain, costs citations times listed "
    "sets. Find the listed sets the cited blocks contain, "
    "once: a block supports alone when one of them is that block by itself, and is needed "
    "exactly when every one of them holds it."
)


def _answer_at_scale(size: int, rng: random.Random) -> Answer:
    """Two sentences that each cite `size` distinct blocks of `2 * size` (with a few repeats
    and numbers never handed out), each with a table of `size` pairs, and a few short ones.
    The first sentence's pairs all hold a block it does not cite but one;
    every pair of the second's fits. Testing each citation against every listed set, or
    against every pair that fits, then costs `size` squared."""
    block_count = 2 * size
    blocks = rng.sample(range(1, block_count + 1), block_count)
    cited, uncited = blocks[:size], blocks[size:]
    citations: list[list[int]] = []
    supports: list[list[list[int]]] = []
    for fitting in (1, size):
        numbers = [*cited, *rng.choices(cited, k=size // 10), block_count + 1, 0]
        rng.shuffle(numbers)
        listed = [[rng.choice(cited), rng.choice(uncited)] for _ in range(size - fitting)]
        for _ in range(fitting):
            listed.insert(rng.randrange(len(listed) + 1), rng.sample(cited, 2))
        citations.append(numbers)
        supports.append(listed)
    for _ in range(3):
        citations.append(rng.sample(blocks, 2))
        supports.append([[rng.choice(blocks)]])
    return citations, supports, block_count


# Sixteen times rather than eight: testing a leave-one-out set against a pair that holds an
# uncited block fails at once, so the cheapest quadratic mistake costs little per pair, and
# only a wider step separates it from a linear pass on this small an input.
scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_answer_at_scale, size=100, growth=16, advice=LARGE_ANSWER_ADVICE)
