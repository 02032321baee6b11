"""Reference solution for the lesson "Do the numbers match the source?"."""

import re

# 1. The grammar, as the task states it. A number is digits 0-9, grouped by commas in any way
#    (1,000 and 1,00,000), with at most one decimal point. It must stand alone: no letter,
#    digit or `_` touches it, nor reaches it through one `.` or `,` (fee_policy_2024_p2, v1.2.3,
#    15th). Money is a marker (Rs, Rs., INR, ₹) and a number; a percentage is a number and %;
#    a date is a day of 1 to 31 and a month's full name, in either order, the day perhaps
#    with st, nd, rd or th. Where two readings start at the same place, the first one listed wins.
MONTH = "January|February|March|April|May|June|July|August|September|October|November|December"
BLANK = "[ \t\n\r\u00a0]"
NUMBER = r"[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?"
DAY = r"0?[1-9]|[12][0-9]|3[01]"
START = r"(?<!\w)(?<!\w[.,])"
END = r"(?!\w|[.,]\w)"
QUANTITY = re.compile(
    rf"{START}(?:Rs\.?|INR|₹){BLANK}*(?P<money>{NUMBER}){END}"
    rf"|{START}(?P<percent>{NUMBER}){BLANK}*%"
    rf"|{START}(?P<day>{DAY})(?:st|nd|rd|th)?{BLANK}+(?P<month>{MONTH}){END}"
    rf"|{START}(?P<month_first>{MONTH}){BLANK}+(?P<day_after>{DAY})(?:st|nd|rd|th)?{END}"
    rf"|{START}(?P<number>{NUMBER}){END}"
)
# A citation marker, from a `[` to the first `]` after it: its numbers are no claim.
MARKER = re.compile(r"\[[^\]]*\]")


def _value(number: str) -> str:
    """One spelling per value: no grouping commas, no leading zeros, no trailing decimal zeros."""
    whole, _, fraction = number.replace(",", "").partition(".")
    whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
    return f"{whole}.{fraction}" if fraction else whole


def _quantities(text: str) -> list[tuple[str, str]]:
    """Each quantity of a text as (what it is, as written): what it is holds its kind and its
    value, so that "Rs 1,000" and "Rs. 1000" are the same and "1,000" is another."""
    # 2. Blank out the citation markers first, so that `page 2` is never read as a claim.
    text = MARKER.sub(" ", text)
    found = []
    for match in QUANTITY.finditer(text):
        kind = match.lastgroup or ""
        if kind in ("day", "month", "month_first", "day_after"):
            day, month = match["day"] or match["day_after"], match["month"] or match["month_first"]
            key = f"date {int(day)} {month}"
        else:
            key = f"{kind} {_value(match[kind])}"
        found.append((key, match[0]))
    return found


def solve(sentence: str, cited_block: str) -> list[str]:
    """The quantities the sentence states that the cited block does not, as written, in order."""
    # 3. What the block holds: a set of quantities, each its kind and its value, built once.
    backed = {key for key, _ in _quantities(cited_block)}
    # 4. Walk the sentence's quantities in order; report each one the block lacks, once, as
    #    the sentence first wrote it.
    reported: set[str] = set()
    unbacked = []
    for key, written in _quantities(sentence):
        if key not in backed and key not in reported:
            reported.add(key)
            unbacked.append(written)
    return unbacked
