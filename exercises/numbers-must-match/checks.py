"""Checks for "Do the numbers match the source?". Expected answers come from the reference
solution, in the grader; these checks only choose inputs and say what to compare. The
generated-input properties build each text from quantities they chose, so they know which
quantities the block holds and judge the answer by the task's own rule, without the reference."""

from __future__ import annotations

import random
from typing import Any

from grader.authoring import (
    INDEPENDENT_CALLS,
    Trial,
    check,
    example,
    given,
    said,
    st,
)

# The track's college fee assistant. Three chunks it retrieves: fee_policy_p2_c1 (the late fine
# of Rs 500 after 15 August), bank_faq_p1_c1 (what paying by draft or card costs) and
# hostel_rules_p1_c3 (the hostel fee and its deadline).
FEE = (
    "Students can pay semester fees by UPI, net banking or demand draft. "
    "Late payment after 15 August has a fine of Rs 500."
)
BANK = (
    "A demand draft costs Rs 50 at any branch. Card payments carry a convenience fee of 1.5%; "
    "UPI and net banking are free."
)
HOSTEL = (
    "The hostel fee is Rs 45,000 a year, paid with the semester fees by 31 July. "
    "Each room is shared by 2 students."
)

Args = tuple[str, str]

UNIT_NOTE = (
    "A quantity is its value and its kind together: an amount of money (Rs, Rs., INR or ₹ "
    "before it), a percentage (% after it), a date (a day and a month), or a bare number. "
    "Only the same value of the same kind backs it."
)
SAME_NOTE = (
    "Two writings of one quantity are the same quantity: `Rs 1,000`, `Rs. 1000`, `₹1,000.00` "
    "and `INR 1000` are one amount, `15 August` and `August 15th` one date."
)


example_1 = check(
    "example-1",
    "Worked example: the answer says Rs 1,000, the cited block Rs 500",
    points=2,
    hint=1,
).expect_same([("Students who pay after 15 August owe a late fee of Rs 1,000.", FEE)])


example_2 = check(
    "example-2", "Worked example: the deadline moved to 15 September", points=2, hint=1
).expect_same([("Pay by 15 September to avoid the fine of Rs. 500.", FEE)])


example_3 = check(
    "example-3",
    "Worked example: a convenience fee of 2% where the block says 1.5%",
    points=2,
    hint=1,
).expect_same([("Card payments carry a 2% convenience fee, and a draft costs Rs 50.", BANK)])


example_4 = check(
    "example-4", "Worked example: every quantity backed, written another way", hint=2
).expect_same([("After August 15th the fine is ₹500.", FEE)])


same_quantity = check(
    "same-quantity",
    "Another writing of a quantity the block holds is backed",
    points=2,
    hint=2,
).expect_same(
    [
        ("The fine is Rs. 500 after August 15.", FEE),
        ("A fine of INR 500.00 applies from 15th August.", FEE),
        ("The hostel fee is Rs 45000, due by July 31st.", HOSTEL),
        ("Cards cost 1.50 % more; a draft costs ₹ 50.", BANK),
    ],
    note=SAME_NOTE,
)


unit_is_claimed = check(
    "unit-is-claimed",
    "A bare number is not an amount, a percentage or a date of the same value",
    points=2,
    hint=2,
).expect_same(
    [
        ("The late fine is 500.", FEE),
        ("Pay within 15 days to avoid the fine.", FEE),
        ("Card payments carry a fee of 1.5 on each payment.", BANK),
        ("Each room is shared by Rs 2.", HOSTEL),
        ("Only 2% of rooms are shared.", HOSTEL),
        ("Fines: Rs 500 for 500 students.", "A hall for 500 students."),
    ],
    note=UNIT_NOTE,
)


every_quantity_in_order = check(
    "every-quantity-in-order",
    "Every unbacked quantity is reported, in the order the sentence states them",
    points=2,
    hint=2,
).expect_same(
    [
        (
            "Pay Rs 45,000 by 31 July; after 1 August a late fee of Rs 1,000 and 2% a month "
            "apply, for 2 students a room.",
            HOSTEL,
        ),
        ("A draft costs Rs 60, cards 1.5% and UPI 0.5%, from 1 June.", BANK),
    ],
    note="Check each quantity of the sentence, not only the first: the report lists them all.",
)


each_once = check(
    "each-once",
    "A quantity stated twice is reported once, as first written",
    hint=2,
).expect_same(
    [
        ("The fee is Rs 1,000, that is Rs. 1000, due by 16 August (August 16th).", FEE),
        ("Rs 500 after 15 August, or 500 for short, or 500.", FEE),
    ],
    note=SAME_NOTE,
)


nothing_to_back = check(
    "nothing-to-back",
    "No quantity stated: []; no quantity in the block: every stated one",
    hint=1,
).expect_same(
    [
        ("Students can pay by UPI or net banking.", FEE),
        ("The fine is Rs 500 after 15 August.", "Fines are charged for late payment."),
        ("", ""),
    ]
)


number_grouping = check(
    "number-grouping",
    "Commas group digits in any way: 1,00,000 and 100,000 and 100000 are one number",
    hint=1,
).expect_same(
    [
        ("A lakh is Rs 1,00,000.", "Rs 100,000"),
        ("Rs 100000 in all.", "Rs 1,00,000"),
        ("Rs 10,00,000 in all.", "Rs 1,00,000"),
        ("Seats: 1,20,000", "Seats: 120000"),
    ]
)


decimals = check(
    "decimals",
    "A decimal point and trailing zeros: 1000.50 is 1,000.5; 1.5 is not 15",
    hint=1,
).expect_same(
    [
        ("Rs 1,000.50 is due.", "Rs 1000.5 is due."),
        ("Interest: 12.5% a year.", "Interest: 12.50 % a year."),
        ("Interest: 1.5%.", "Interest: 15%."),
        ("Rs 500.05 is due.", "Rs 500.5 is due."),
        ("A 0.5% fee.", "A 00.50% fee."),
    ]
)


currency_markers = check(
    "currency-markers",
    "Rs, Rs., INR and ₹, with or without a space, mark money; rs and Hrs do not",
    hint=1,
).expect_same(
    [
        ("Rs500, INR 500, ₹ 500 and Rs.500 are the fine.", "Rs 500"),
        ("The fine is rs 500.", "The fine is Rs 500."),
        ("Open 24 Hrs 5 days a week.", "Rs 5 a day."),
    ],
    note=UNIT_NOTE,
)


date_forms = check(
    "date-forms",
    "Dates: day and full month name in either order, st/nd/rd/th, 01 to 31",
    hint=1,
).expect_same(
    [
        ("Due 1st August.", "Due August 01."),
        ("Due August 15, 2026.", "Due 15 August 2026."),
        ("Due 15 Aug.", "Due 15 August."),
        ("Students may 5 times apply.", "Apply by May 5."),
        ("Due 31 July or 32 July.", "Due July 31st."),
    ]
)


out_of_scope = check(
    "out-of-scope",
    "Ordinals, ids, versions and other digits inside words are no quantities",
    hint=1,
).expect_same(
    [
        ("The 2nd instalment of fee_policy_2024_p2 is due at 10am, form v1.2.3.", FEE),
        ("Form A2 and room B-12b follow rule 1.2.3.", HOSTEL),
        ("Rooms café2 and 東京3 are booked.", HOSTEL),
    ],
    note=(
        "A number touched by a letter, a digit or `_`, or joined to one by a single `.` or `,`, "
        "is part of a word or an id, not a quantity."
    ),
)


citation_markers = check(
    "citation-markers",
    "Numbers inside citation markers [ ... ] are no claim",
    hint=1,
).expect_same(
    [
        ("The fine is Rs 500 [source: fee_policy_p2_c1, page 2] [3].", FEE),
        ("A draft costs Rs 50 [source: bank_faq_p1_c1, page 1].", BANK),
        ("The fine is Rs 500 [source: fee_policy_p2_c1, page 2", FEE),
        # The block's markers are skipped too: its page 2 does not back the sentence's 2.
        (
            "Each room is shared by 2 students.",
            "Rooms are shared. [source: hostel_rules_p1_c3, page 2]",
        ),
        ("Room B[1]12 is free.", HOSTEL),  # a marker reads as a blank, not as nothing
    ],
    note=(
        "Text from a `[` to the first `]` after it is a citation marker, in the sentence and in "
        "the block alike, and it reads as one blank; a `[` never closed marks nothing."
    ),
)


written_as_given = check(
    "written-as-given",
    "Each unbacked quantity is shown exactly as the sentence writes it",
    hint=2,
).expect_same(
    [
        ("Fine: Rs.  1,000 or 5 % a month.", FEE),
        ("Pay ₹ 1,00,000 by August 16th.", FEE),
        ("INR1000 or 07 August", FEE),
    ]
)


@check(
    "returns-list-of-strings",
    said(python="Returns a list of strings", javascript="Returns an Array of strings"),
    hint=3,
)
def returns_list_of_strings(t: Trial) -> None:
    for args in (
        ("Students who pay after 15 August owe a late fee of Rs 1,000.", FEE),
        ("After August 15th the fine is ₹500.", FEE),
    ):
        _answer(t, args)


# One sentence against two blocks, and two sentences against one block: an answer remembered
# by either argument alone is the other call's answer.
independent_calls = INDEPENDENT_CALLS.expect_independent(
    ("The fine is Rs 500 after 15 August.", BANK),
    ("The fine is Rs 500 after 15 August.", FEE),
    ("A draft costs Rs 50.", BANK),
)


def _answer(t: Trial, args: tuple[Any, ...]) -> list[str]:
    """The learner's answer, which must be a list of strings before anything else is judged."""
    return t.expect_returns(
        list[str],
        *args,
        advice=said(
            python="Return a list holding each unbacked quantity as the sentence writes it, a str "
            "such as 'Rs 1,000'; [] when every quantity is backed.",
            javascript="Return an Array holding each unbacked quantity as the sentence writes it, "
            "a string "
            'such as "Rs 1,000"; [] when every quantity is backed.',
        ),
    )


# Generated inputs are built from quantities drawn from small pools, so each property knows what
# each text states. One byte picks a quantity (its kind and value) and the way it is written;
# pools of different kinds share values on purpose (1000 as money and as a bare number, 15 as a
# day and as a number, 2 as a percentage and as a number), since only a value of the same kind
# backs a quantity. Filler words sit between quantities, so no two can run together.
MONTHS = ("August", "July", "September", "May")
MONEY = ("500", "1000", "50", "45000", "100000", "1000.5")
PERCENT = ("1.5", "2", "18", "12.5")
DATES = ((15, "August"), (31, "July"), (1, "September"), (5, "May"))
NUMBERS = ("15", "2", "1000", "2026")
# One value per kind that no pool holds: a changed quantity takes one of these.
CHANGED = {"money": "1250", "percent": "3.25", "date": (16, "August"), "number": "7"}
POOL = (
    *(("money", value) for value in MONEY),
    *(("percent", value) for value in PERCENT),
    *(("date", day_month) for day_month in DATES),
    *(("number", value) for value in NUMBERS),
)
FILLER = ("the", "fee", "late", "and", "by", "students", "pay", "hostel", "UPI", "is")
FORMS = 5
PROPERTY_EXAMPLES = 60

Quantity = tuple[str, Any]


def _digits(value: str, form: int) -> str:
    """A number written one of several ways: plain, grouped in thousands, grouped the Indian
    way (lakhs), with trailing decimal zeros, or with a leading zero."""
    whole, _, fraction = value.partition(".")
    if form == 1:
        whole = f"{int(whole):,}"
    elif form == 2 and len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        pairs = [head[max(0, end - 2) : end] for end in range(len(head), 0, -2)][::-1]
        whole = ",".join([*pairs, tail])
    elif form == 3:
        fraction += "00"
    elif form == 4:
        whole = "0" + whole
    return f"{whole}.{fraction}" if fraction else whole


def _written(quantity: Quantity, form: int) -> str:
    kind, value = quantity
    if kind == "money":
        marker = ("Rs ", "Rs. ", "₹", "INR ", "Rs")[form]
        return marker + _digits(value, (form + 1) % FORMS)
    if kind == "percent":
        return _digits(value, form) + ("%", " %")[form % 2]
    if kind == "date":
        day, month = value
        suffix = {1: "st", 2: "nd", 3: "rd", 31: "st"}.get(day, "th")
        return (
            f"{day} {month}",
            f"{month} {day}",
            f"{day}{suffix} {month}",
            f"{month} {day}{suffix}",
            f"{day:02} {month}",
        )[form]
    return _digits(value, form)


def _decoded(data: bytes) -> list[tuple[Quantity, int]]:
    """Each byte as a quantity of the pool and the way to write it."""
    return [(POOL[byte % len(POOL)], byte // len(POOL) % FORMS) for byte in data]


def _text(parts: list[str], seed: int) -> str:
    """The parts, with one or two filler words before each and a full stop at the end."""
    words: list[str] = []
    for position, part in enumerate(parts):
        words += [FILLER[(seed + position) % len(FILLER)], FILLER[(seed * 3 + position) % 7]]
        words.append(part)
    return " ".join(words) + "."


CASE = st.tuples(
    st.binary(min_size=1, max_size=5),  # the block's quantities
    st.binary(min_size=1, max_size=5),  # the sentence's
    st.integers(0, len(FILLER) - 1),
)
Case = tuple[bytes, bytes, int]


def _restated(case: Case) -> tuple[str, list[tuple[Quantity, int]]]:
    """The block's text, and the sentence's quantities: some of the block's, in another order
    and written another way."""
    block = _decoded(case[0])
    restated = [
        (
            block[byte % len(block)][0],
            (block[byte % len(block)][1] + 1 + byte % (FORMS - 1)) % FORMS,
        )
        for byte in case[1]
    ]
    return _text([_written(*q) for q in block], case[2]), restated


@check(
    "property-restated-backed",
    "Generated inputs: the block's own quantities, written another way, are all backed",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE)
def property_restated_backed(t: Trial, case: Case) -> None:
    block, restated = _restated(case)
    sentence = _text([_written(*q) for q in restated], case[2] + 1)
    got = _answer(t, (sentence, block))
    if got:
        t.fail(
            f"It returned {t.show(got)}, but every quantity of the sentence is one the block "
            f"states, written another way. {SAME_NOTE}"
        )


@check(
    "property-changed-reported",
    "Generated inputs: change any one quantity to a value the block lacks, and it is reported",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
@given(case=CASE, which=st.integers(0, 4))
def property_changed_reported(t: Trial, case: Case, which: int) -> None:
    block, restated = _restated(case)
    position = which % len(restated)
    (kind, _), form = restated[position]
    changed = _written((kind, CHANGED[kind]), form)
    parts = [_written(*q) for q in restated]
    parts[position] = changed
    got = _answer(t, (_text(parts, case[2] + 1), block))
    if got != [changed]:
        t.fail(
            f"It returned {t.show(got)}. Every quantity of the sentence is one the block "
            f"states, except {t.show(changed)}, whose value the block never gives: the "
            f"answer is [{t.show(changed)}]. {UNIT_NOTE}"
        )


@check(
    "property-matches-task",
    "Generated inputs: exactly the unbacked quantities, each once, in order, as written",
    points=2,
    hint=2,
    examples=PROPERTY_EXAMPLES,
)
# Always tried first: 1000 and 2 as bare numbers against a block that states Rs 1000 and 2%.
@example(case=(bytes([1, 7]), bytes([16, 15, 1 + 2 * len(POOL)]), 0))
@given(case=CASE)
def property_matches_task(t: Trial, case: Case) -> None:
    block, sentence = _decoded(case[0]), _decoded(case[1])
    backed = {quantity for quantity, _ in block}
    should: dict[Quantity, str] = {}
    for quantity, form in sentence:
        if quantity not in backed:
            should.setdefault(quantity, _written(quantity, form))
    args = (
        _text([_written(*q) for q in sentence], case[2]),
        _text([_written(*q) for q in block], 3),
    )
    got = _answer(t, args)
    if got != list(should.values()):
        t.fail(
            f"It returned {t.show(got)}; the sentence's quantities that the block does not "
            f"hold are {t.show(list(should.values()))}: each once, as first written, in the "
            f"order the sentence states them. {UNIT_NOTE}"
        )


LONG_INPUTS_ADVICE = said(
    python="The input was a long sentence and a long block, each stating many distinct quantities, "
    "most of the sentence's unbacked: looking each quantity up in a list of the block's "
    "quantities (or of those reported so far), or reading the block again for every quantity, "
    "grows with the square of the input. Read each text once, keep the block's quantities in a "
    "set, and the reported ones in another.",
    javascript="The input was a long sentence and a long block, each stating many distinct "
    "quantities, "
    "most of the sentence's unbacked: looking each quantity up in an Array of the block's "
    "quantities (or of those reported so far) with includes, indexOf or some, or reading the "
    "block again for every quantity, grows with the square of the input. Read each text once, "
    "keep the block's quantities in a Set, and the reported ones in another.",
)


def _long_inputs(size: int, rng: random.Random) -> Args:
    """A block of `size` distinct amounts and a sentence of `size` quantities, a tenth of them
    the block's written another way, the rest distinct amounts, percentages and bare numbers
    it lacks: a scan of a list per quantity then costs the most."""
    amounts = rng.sample(range(10**7), 2 * size)
    block = [f"Rs {amount:,}" for amount in amounts[:size]]
    sentence = []
    for amount in amounts[size:]:
        if rng.random() < 0.1:
            sentence.append(f"Rs. {rng.choice(amounts[:size])}")
        else:
            sentence.append(rng.choice(("Rs {:,}", "{}%", "{}")).format(amount))
    return _text(sentence, rng.randrange(len(FILLER))), _text(block, rng.randrange(len(FILLER)))


scales_linearly = check(
    "scales-linearly", "Running time grows linearly with the input", points=2, hint=3
).expect_linear(_long_inputs, size=400, advice=LONG_INPUTS_ADVICE)
