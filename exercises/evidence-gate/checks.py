"""Checks for "Gate decisions on authorised evidence". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The
properties also work the answer out here, in a deliberately different (slow and obvious) way."""

from __future__ import annotations

import random
from typing import Any

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

Record = dict[str, Any]
Case = tuple[list[str], list[Record], str]


def rec(id: str, tenant: str, expired: bool = False) -> Record:
    return {"id": id, "tenant": tenant, "expired": expired}


# The claims case: a policy record and a receipt, both live, for the same account.
CLAIM = [rec("POL-47", "acme"), rec("RC-83", "acme")]
# The worked example of the lesson: the claims case plus an expired version of POL-47, an id
# whose only record is expired, and another tenant's receipt.
BUNDLE = [
    *CLAIM,
    rec("POL-47", "acme", expired=True),
    rec("POL-12", "acme", expired=True),
    rec("RC-50", "birch"),
]

BUILTIN_NAMES = [
    "__class__",
    "__init__",
    "__dict__",
    "mro",
    "constructor",
    "__proto__",
    "toString",
    "hasOwnProperty",
    "list",
    "None",
    "id",
    "keys",
]


example_1 = check("example-1", "Worked example: an id of each kind of problem", hint=2).expect_same(
    [(["RC-50", "POL-47", "RC-99", "POL-12", "RC-50", "RC-83"], BUNDLE, "acme")]
)

example_2 = check(
    "example-2", "Worked example: every cited record is live for this tenant", hint=1
).expect_same([(["POL-47", "RC-83"], CLAIM, "acme")])

example_3 = check(
    "example-3", "Worked example: a receipt that was never retrieved", hint=1
).expect_same([(["POL-47", "RC-99"], CLAIM, "acme")])

empty_evidence = check(
    "empty-evidence", "No evidence ids at all: the decision cannot pass", hint=1
).expect_same([([], CLAIM, "acme"), ([], [], "acme")])

empty_id = check(
    "empty-id", 'The id "" is an ordinary id; only no evidence at all is "empty"', hint=1
).expect_same(
    [
        ([""], [], "acme"),
        (["", ""], [rec("", "acme", expired=True)], "acme"),
        (["", "POL-47"], [rec("", "acme"), rec("POL-47", "birch")], "acme"),
    ],
    note=said(
        python='Only an empty evidence list gives [("", "empty")]; a cited "" is an id like any '
        "other.",
        javascript='Only an empty evidence Array gives [["", "empty"]]; a cited "" is an id like '
        "any other.",
    ),
)

no_records = check("no-records", "Evidence cited, but no records at all", hint=1).expect_same(
    [(["POL-47", "RC-83"], [], "acme")]
)

other_tenant = check("other-tenant", "Ids that exist only for other tenants", hint=2).expect_same(
    [
        (
            ["RC-50", "POL-47", "RC-51", "RC-52"],
            [
                rec("POL-47", "acme"),
                rec("RC-50", "birch"),
                rec("RC-51", "birch", expired=True),
                rec("RC-52", "birch"),
                rec("RC-52", "cedar", expired=True),
            ],
            "acme",
        )
    ]
)

expired_record = check(
    "expired-record", "Ids whose records for this tenant are all expired", hint=2
).expect_same(
    [
        (
            ["RC-83", "RC-84", "POL-12"],
            [
                rec("POL-12", "acme", expired=True),
                rec("POL-12", "acme", expired=True),
                rec("RC-83", "acme"),
                rec("RC-84", "acme", expired=True),
            ],
            "acme",
        )
    ]
)

expired_here_live_elsewhere = check(
    "expired-here-live-elsewhere",
    "An id expired for this tenant but live for another tenant",
    hint=2,
).expect_same(
    [
        (["POL-47"], [rec("POL-47", "acme", expired=True), rec("POL-47", "birch")], "acme"),
        (
            ["RC-83", "POL-47"],
            [rec("POL-47", "birch"), rec("RC-83", "acme"), rec("POL-47", "acme", expired=True)],
            "acme",
        ),
    ]
)

# An expired and a live version of POL-47 for the same tenant, in either order.
VERSIONS = [rec("POL-47", "acme", expired=True), rec("POL-47", "acme")]
one_live_version_enough = check(
    "one-live-version-enough", "An id with an expired and a live record for this tenant", hint=2
).expect_same(
    [
        (["POL-47"], VERSIONS, "acme"),
        (["POL-47"], VERSIONS[::-1], "acme"),
        (
            ["POL-47", "RC-83"],
            [rec("POL-47", "birch", expired=True), *VERSIONS, rec("RC-83", "acme", expired=True)],
            "acme",
        ),
    ]
)

repeated_ids = check(
    "repeated-ids", "Repeated ids among the evidence and among the records", hint=2
).expect_same(
    [
        (
            ["RC-99", "RC-83", "RC-99", "POL-12", "RC-83", "POL-12", "RC-50", "RC-99"],
            [*BUNDLE, *BUNDLE, rec("RC-83", "acme")],
            "acme",
        )
    ]
)

case_sensitive = check(
    "case-sensitive", "Ids and tenants that differ only by capital letters", hint=2
).expect_same(
    [
        (
            ["pol-47", "POL-47", "Pol-47", "RC-83"],
            [rec("POL-47", "acme"), rec("pol-47", "Acme"), rec("RC-83", "ACME")],
            "acme",
        )
    ]
)

builtin_names = check(
    "builtin-names", "Ids and tenants that are also built-in names in Python or JavaScript", hint=3
).expect_same(
    [
        (
            BUILTIN_NAMES,
            [rec(name, "acme", expired=i % 3 == 0) for i, name in enumerate(BUILTIN_NAMES[::2])],
            "acme",
        ),
        (["constructor", "__proto__"], [rec("__proto__", "constructor")], "constructor"),
    ]
)


@check(
    "returns-list-of-pairs",
    said(
        python="Returns a list of (id, reason) tuples of strings",
        javascript="Returns an Array of [id, reason] pairs of strings",
    ),
    hint=3,
)
def returns_list_of_pairs(t: Trial) -> None:
    t.expect_returns(
        list[tuple[str, str]],
        ["RC-50", "POL-12", "RC-99"],
        BUNDLE,
        "acme",
        advice=said(
            python="Every item must be a tuple of two strings, such as ('RC-99', 'unknown').",
            javascript='Every item must be an Array of two strings, such as ["RC-99", "unknown"].',
        ),
    )


@check("arguments-unchanged", "Leaves its arguments unchanged, the records inside too", hint=3)
def arguments_unchanged(t: Trial) -> None:
    # Fixed inputs and generated ones, asked for either tenant, with records in varied orders:
    # an in-place sort by any key (tenant, ours first, expiry, id) changes at least one.
    rng = random.Random(1)
    cases = [
        (["RC-50", "POL-47", "RC-99", "POL-12", "RC-50"], BUNDLE, "acme"),
        (["POL-12", "RC-83", "RC-50"], BUNDLE[::-1], "acme"),
        (["RC-50", "POL-47", "RC-83"], BUNDLE[2:] + BUNDLE[:2], "birch"),
        *(_large_bundle(8, rng) for _ in range(3)),
    ]
    for case in cases:
        t.expect_unchanged(
            *case,
            advice=said(
                python="The caller still needs the evidence and the records just as they were: "
                "build new sets or lists instead of removing, sorting or editing what you were "
                "given.",
                javascript="The caller still needs the evidence and the records just as they were: "
                "build new Sets or Arrays instead of removing, sorting or editing what you were "
                "given.",
            ),
        )


# Each other call repeats all arguments of the first but one, so a verdict remembered by any
# of them without the other is the other call's verdict: the records change, then the tenant.
_EVIDENCE = ["RC-99", "POL-12", "RC-50"]
independent_calls = INDEPENDENT_CALLS.expect_independent(
    (_EVIDENCE, BUNDLE, "acme"),
    (_EVIDENCE, [*BUNDLE, rec("RC-50", "acme"), rec("RC-99", "acme", expired=True)], "acme"),
    (_EVIDENCE, BUNDLE, "birch"),
)


# Generated cases: a few ids (leaning to empty strings, case and space variants, look-alike
# Unicode and built-in names), three tenants of which one is asked about, and a handful of
# records. Positions into the id pool keep the draws cheap and let shrinking move towards the
# first id; lists are short so a shrunk counterexample stays readable.
_TRICKY = st.sampled_from(
    ["POL-47", "pol-47", "POL-47 ", "", "RC-83", "é", "e\u0301", "__proto__", "x" * 70]
)
_ID = st.one_of(_TRICKY, st.text(max_size=3))
_TENANTS = ["acme", "Acme", "birch"]
PROPERTY_EXAMPLES = 60


@st.composite
def gate_cases(draw: st.DrawFn) -> Case:
    pool = list(dict.fromkeys(draw(st.lists(_ID, min_size=1, max_size=4))))
    pool += [variant for variant in (pool[0].upper(), pool[0] + " ") if variant not in pool]
    tenant = draw(st.sampled_from(_TENANTS))
    # One integer per record codes its id, tenant and expiry: a third of the draws, and
    # shrinking still moves towards the first id, the first tenant and a live record.
    kinds = len(_TENANTS) * 2
    rows = draw(st.lists(st.integers(0, len(pool) * kinds - 1), max_size=6))
    records = [rec(pool[k // kinds], _TENANTS[k % kinds // 2], k % 2 == 1) for k in rows]
    evidence = draw(st.lists(st.integers(0, len(pool) - 1), max_size=7))
    return [pool[i] for i in evidence], records, tenant


def _verdict(cited: str, records: list[Record], tenant: str) -> str | None:
    """The task, read literally: None when the id is fine, otherwise the reason."""
    ours = [r for r in records if r["id"] == cited and r["tenant"] == tenant]
    if any(not r["expired"] for r in ours):
        return None
    if ours:
        return "expired"
    if any(r["id"] == cited for r in records):
        return "other-tenant"
    return "unknown"


def _pairs(t: Trial, case: Case) -> list[tuple[str, str]]:
    """The learner's result, which must be a list of string pairs before any property means
    anything."""
    return t.expect_returns(list[tuple[str, str]], *case)


@check(
    "property-matches-spec",
    "Generated inputs: exactly the unfit cited ids, each with the right reason",
    hint=1,
    examples=PROPERTY_EXAMPLES,
)
@given(case=gate_cases())
def property_matches_spec(t: Trial, case: Case) -> None:
    got = _pairs(t, case)
    evidence, records, tenant = case
    if not evidence:
        if got != [("", "empty")]:
            t.fail(
                f"It returned {t.show(got)}. With no evidence ids the decision cannot "
                f"pass: the answer is {t.show([('', 'empty')])} and nothing else."
            )
        return
    problems = []
    for cited, reason in dict.fromkeys(got):
        if cited not in evidence:
            problems.append(f"{t.show(cited)} is not among the evidence ids")
            continue
        should = _verdict(cited, records, tenant)
        if should is None:
            problems.append(f"{t.show(cited)} has a live record for this tenant, so it is fine")
        elif should != reason:
            problems.append(
                f"the reason for {t.show(cited)} is {t.show(should)}, not {t.show(reason)}"
            )
    reported = {cited for cited, _ in got}
    missing = [
        (cited, why)
        for cited in dict.fromkeys(evidence)
        if cited not in reported and (why := _verdict(cited, records, tenant)) is not None
    ]
    if missing:
        problems.append(f"{t.show(missing)} should be there but are missing")
    if problems:
        t.fail(
            f"It returned {t.show(got)}: "
            + "; ".join(problems)
            + ". Only a record of this tenant that has not expired makes an id fine; ids and "
            "tenants are compared exactly."
        )


@check(
    "property-first-appearance",
    "Generated inputs: problems in the order the ids are first cited",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=gate_cases())
def property_first_appearance(t: Trial, case: Case) -> None:
    got = _pairs(t, case)
    evidence = case[0]
    if not evidence:
        return
    # Only each id's first report counts here: repeats are property-no-duplicates' concern.
    firsts = dict.fromkeys(cited for cited, _ in got)
    first = first_positions(evidence)
    positions = [first.get(cited, -1) for cited in firsts]
    if positions != sorted(positions):
        t.fail(
            f"It returned {t.show(got)}, which is not in the order the ids are first "
            "cited. "
            + t.render(
                said(
                    python="Walk the evidence ids in order and append; do not sort or loop over a "
                    "set.",
                    javascript="Walk the evidence ids in order and push; do not sort, or loop "
                    "over the records or a Map or Set built from them.",
                )
            )
        )


@check(
    "property-no-duplicates",
    "Generated inputs: each unfit id reported once",
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=gate_cases())
def property_no_duplicates(t: Trial, case: Case) -> None:
    got = _pairs(t, case)
    ids = [cited for cited, _ in got]
    twice = repeated(ids)
    if twice:
        t.fail(
            f"It returned {t.show(got)}; {t.show(twice)} appear more than once. "
            "Remember which ids you already reported."
        )


LARGE_BUNDLE_ADVICE = said(
    python="These inputs hold as many records as cited ids, and nine in ten of the "
    "distinct cited ids are unfit, so the list of ids reported so far grows with the "
    "input: the time grew like a walk over a list once per cited id (the records, or the "
    "ids seen or reported so far, searched with `in`, `.count` or `.index`). Sort the "
    "records into sets in one pass, and remember reported ids in a set.",
    javascript="These inputs hold as many records as cited ids, and nine in ten of the "
    "distinct cited ids are unfit, so the Array of ids reported so far grows with the "
    "input: the time grew like a walk over an Array once per cited id (the records, or the "
    "ids seen or reported so far, searched with `includes`, `indexOf`, `find` or `filter`). "
    "Sort the records into Sets in one pass, and remember reported ids in a Set.",
)


def _large_bundle(size: int, rng: random.Random) -> Case:
    """`size` distinct cited ids, nine in ten of them unfit (another tenant's, expired, or
    missing), some cited twice, in random order: a walk over the records, or over a list of
    the ids seen or reported so far, once per cited id then costs the most."""
    ids = [f"ev-{rng.getrandbits(32):08x}" for _ in range(size)]
    records = []
    for cited in ids:
        fate = rng.random()
        if fate < 0.1:
            records.append(rec(cited, "acme"))
        elif fate < 0.4:
            records.append(rec(cited, "birch", expired=fate < 0.25))
        elif fate < 0.7:
            records.append(rec(cited, "acme", expired=True))
        # the rest have no record at all
    rng.shuffle(records)
    evidence = ids + rng.sample(ids, size // 10)
    rng.shuffle(evidence)
    return evidence, records, "acme"


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_large_bundle, size=700, advice=LARGE_BUNDLE_ADVICE)
