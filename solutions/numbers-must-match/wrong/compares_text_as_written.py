"""Compares each quantity as written, so Rs. 500 is not backed by Rs 500."""
# trips: example-2

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


def _quantities(text: str) -> list[tuple[str, str]]:
    """Each quantity of a text, twice: as the key to compare, and as written."""
    text = MARKER.sub(" ", text)
    return [(match[0], match[0]) for match in QUANTITY.finditer(text)]


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
