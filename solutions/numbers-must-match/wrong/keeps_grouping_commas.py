"""Drops trailing zeros but keeps the grouping commas, so Rs 45000 is not Rs 45,000."""
# trips: same-quantity

import re

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
MARKER = re.compile(r"\[[^\]]*\]")


def _value(number: str) -> str:
    """One spelling per value: no leading zeros, no trailing decimal zeros."""
    whole, _, fraction = number.partition(".")
    whole, fraction = whole.lstrip("0") or "0", fraction.rstrip("0")
    return f"{whole}.{fraction}" if fraction else whole


def _quantities(text: str) -> list[tuple[str, str]]:
    """Each quantity of a text as (what it is, as written): what it is holds its kind and its
    value, so that "Rs 1,000" and "Rs. 1000" are the same and "1,000" is another."""
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
    backed = {key for key, _ in _quantities(cited_block)}
    reported: set[str] = set()
    unbacked = []
    for key, written in _quantities(sentence):
        if key not in backed and key not in reported:
            reported.add(key)
            unbacked.append(written)
    return unbacked
