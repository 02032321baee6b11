"""Checks for "Check cited sources". Expected answers come from the reference solution, in the
grader; these checks only choose inputs and say what to compare."""

from __future__ import annotations

import random

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

BUILTIN_NAMES = [
    "__class__",
    "__init__",
    "__dict__",
    "__module__",
    "mro",
    "constructor",
    "__proto__",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "list",
    "None",
    "print",
    "keys",
]


FEE = "fee_policy_p2_c1"
BANK = "bank_faq_p1_c1"


example_1 = check(
    "example-1", "Worked example: an invented id cited twice, a dropped chunk cited", hint=2
).expect_same([([FEE, "fee_policy_p9_c4", "fee_policy_p9_c4", "hostel_rules_p1_c3"], [FEE, BANK])])


example_2 = check(
    "example-2", "Worked example: every citation was in the prompt", hint=1
).expect_same([([FEE], [FEE])])


example_3 = check("example-3", "Worked example: nothing was in the prompt", hint=2).expect_same(
    [([BANK, FEE, BANK], [])]
)


no_citations = check("no-citations", "No citations at all", hint=1).expect_same(
    [([], ["doc-1", "doc-2"]), ([], [])]
)


unsorted_unknowns = check(
    "unsorted-unknowns", "Unknown ids out of alphabetical order", hint=2
).expect_same([(["zeta", "doc-1", "alpha", "mid", "Beta"], ["doc-1"])])


repeats_both_sides = check(
    "repeats-both-sides", "Repeats among citations and among retrieved ids", hint=2
).expect_same([(["k", "q", "k", "q", "k", "r", "r"], ["k", "k", "m", "m"])])


case_sensitive = check(
    "case-sensitive", "An id that differs from a retrieved one only by a capital letter", hint=2
).expect_same([(["Doc1", "doc1", "DOC1"], ["doc1"])])


LONG_STEM = "chunk-from-the-quarterly-report-section-" * 3
LONG_IDS = [f"{LONG_STEM}{i:04d}" for i in range(300)]
many_long_unknowns = check(
    "many-long-unknowns", "Many unknown ids with long names", hint=3
).expect_same([(LONG_IDS + LONG_IDS[::-1], [LONG_IDS[0], LONG_IDS[150], LONG_STEM])])


builtin_names = check(
    "builtin-names", "Ids that are also built-in names in Python or JavaScript", hint=3
).expect_same([(BUILTIN_NAMES, []), ([*BUILTIN_NAMES, "doc-7"], BUILTIN_NAMES[::2])])


@check(
    "returns-list-of-strings",
    said(python="Returns a list of strings", javascript="Returns an Array of strings"),
    hint=3,
)
def returns_list_of_strings(t: Trial) -> None:
    t.expect_returns(
        list[str],
        ["a", "x", "y"],
        ["a"],
        advice=said(
            python="Every item must be one of the cited ids, a str, as it was given.",
            javascript="Every item must be one of the cited ids, a string, as it was given.",
        ),
    )


@check("arguments-unchanged", "Leaves its arguments unchanged, on several inputs", hint=3)
def arguments_unchanged(t: Trial) -> None:
    # Fixed inputs and generated ones in varied orders: an in-place sort by any key, or a
    # reordering or emptying of either list, changes at least one of them.
    rng = random.Random(1)
    cases = [
        (["c", "a", "c", "b", "z"], ["b", "a", "b"]),
        ([FEE, "fee_policy_p9_c4", BANK], [BANK, "hostel_rules_p1_c3", FEE, "exam_rules_p4_c1"]),
        *(_citations_at_scale(8, rng) for _ in range(3)),
    ]
    for citations, retrieved in cases:
        t.expect_unchanged(
            citations,
            retrieved,
            advice=said(
                python="The caller still needs its lists: build new ones instead of sorting, "
                "removing from or adding to the ones you were given.",
                javascript="The caller still needs its Arrays: build new ones instead of sorting, "
                "removing from or pushing onto the ones you were given.",
            ),
        )


# The same citations with other retrieved ids: an answer remembered by the citations alone is
# the other call's answer.
independent_calls = INDEPENDENT_CALLS.expect_independent(
    (["p", "q", "p"], ["r"]), (["p", "q", "p"], ["q"])
)


# Generated ids lean towards the cases that break solutions: empty strings, case and
# whitespace variants, look-alike Unicode, separators inside ids, long near-duplicates and
# heavy repetition. Lists are short on purpose: a shrunk counterexample stays readable, and
# generation stays fast.
_TRICKY = st.sampled_from(
    [
        "a",
        "A",
        "a ",
        " a",
        "",
        "doc1",
        "Doc1",
        "é",
        "e\u0301",
        "ß",
        "__proto__",
        "x" * 80,
        "x" * 79 + "X",
        "a,b",
        "a, b",
    ]
)
_ID = st.one_of(_TRICKY, st.text(max_size=3))
PROPERTY_EXAMPLES = 70


@st.composite
def citation_cases(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    pool = list(dict.fromkeys(draw(st.lists(_ID, min_size=1, max_size=4))))
    pool += [variant for variant in (pool[0].upper(), pool[0] + " ") if variant not in pool]
    # Positions in the pool rather than sampled ids: half the draws, and shrinking still
    # moves towards the first id.
    last = len(pool) - 1
    citations = draw(st.lists(st.integers(0, last), max_size=10))
    retrieved = draw(st.lists(st.integers(0, last), max_size=5))
    return [pool[i] for i in citations], [pool[i] for i in retrieved]


@check(
    "property-first-appearance",
    "Generated inputs: order of first appearance",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=citation_cases())
def property_first_appearance(t: Trial, case: tuple[list[str], list[str]]) -> None:
    got = t.expect_returns(list[str], *case)
    citations = case[0]
    first = first_positions(citations)
    # Each id where it first appears in the answer: a repeat is property-no-duplicates' to judge.
    positions = [first.get(item, -1) for item in dict.fromkeys(got)]
    if positions != sorted(positions):
        t.fail(
            f"It returned {t.show(got)}, which is not in the order the ids are first "
            "cited. "
            + t.render(
                said(
                    python="Walk the citations in order and append; do not sort or use a bare set.",
                    javascript="Walk the citations in order and push each new unknown id (or add "
                    "it to a Set, which keeps the order of insertion); do not sort.",
                )
            )
        )


@check(
    "property-no-duplicates",
    "Generated inputs: each unknown id once",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=citation_cases())
def property_no_duplicates(t: Trial, case: tuple[list[str], list[str]]) -> None:
    got = t.expect_returns(list[str], *case)
    twice = repeated(got)
    if twice:
        t.fail(
            f"It returned {t.show(got)}; {t.show(twice)} appear more than once. "
            "Remember which ids you already reported."
        )


@check(
    "property-matches-spec",
    "Generated inputs: exactly the cited ids never retrieved",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
# Always tried first: an empty id, and an id holding the separator a join-and-split uses.
@example(case=([""], []))
@example(case=(["a,b"], ["a", "b"]))
@given(case=citation_cases())
def property_matches_spec(t: Trial, case: tuple[list[str], list[str]]) -> None:
    got = t.expect_returns(list[str], *case)
    citations, retrieved = case
    should = set(citations) - set(retrieved)
    extra = [item for item in dict.fromkeys(got) if item not in should]
    returned = set(got)
    missing = [item for item in dict.fromkeys(citations) if item in should and item not in returned]
    if extra or missing:
        problems = []
        if extra:
            problems.append(f"{t.show(extra)} should not be there (retrieved, or never cited)")
        if missing:
            problems.append(f"{t.show(missing)} are cited, never retrieved, yet missing")
        t.fail(
            f"It returned {t.show(got)}: "
            + "; ".join(problems)
            + ". Ids are compared exactly: case, spaces and accents all count."
        )


CITATIONS_AT_SCALE_ADVICE = said(
    python="These inputs hold as many retrieved ids as citations, most citations unknown "
    "and distinct: the time grew like a scan of a list once per citation (the retrieved "
    "ids, or the ids reported so far, searched with `in`, `.index`, `.count` or a slice). "
    "A set answers 'is it in there?' in one step.",
    javascript="These inputs hold as many retrieved ids as citations, most citations unknown "
    "and distinct: the time grew like a scan of an Array once per citation (the retrieved "
    "ids, or the ids reported so far, searched with `includes`, `indexOf`, `filter` or "
    "`some`). A Set answers 'is it in there?' in one step, with `has`.",
)


def _citations_at_scale(size: int, rng: random.Random) -> tuple[list[str], list[str]]:
    """`size` retrieved ids and `size` citations, most of them unknown and distinct, some
    retrieved, some repeated: a scan of a list per citation (of the retrieved ids, or of the
    unknown ids reported so far) then costs the most."""
    retrieved = [_fresh_id(rng) for _ in range(size)]
    citations = [
        rng.choice(retrieved) if rng.random() < 0.1 else _fresh_id(rng) for _ in range(size)
    ]
    for _ in range(size // 10):
        citations[rng.randrange(size)] = rng.choice(citations)
    return citations, retrieved


def _fresh_id(rng: random.Random) -> str:
    return f"{rng.choice(['doc', 'chunk', 'src', 'kb'])}-{rng.getrandbits(32):08x}"


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_citations_at_scale, size=500, advice=CITATIONS_AT_SCALE_ADVICE)
