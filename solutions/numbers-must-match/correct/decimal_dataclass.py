"""Keeps each quantity as a frozen dataclass whose value is a Decimal (1000.50 == 1000.5) or a
(day, month) pair, and collects the unbacked ones in a dict, which keeps the first writing."""
# trips: nothing

import re
from dataclasses import dataclass
from decimal import Decimal

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
BLANK = "[ \t\n\r\u00a0]"
NUMBER = r"[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?"
DAY = r"0?[1-9]|[12][0-9]|3[01]"
ALONE_BEFORE = r"(?<!\w)(?<!\w[.,])"
ALONE_AFTER = r"(?!\w|[.,]\w)"
PATTERN = re.compile(
    "|".join(
        [
            rf"{ALONE_BEFORE}(?:Rs\.?|INR|₹){BLANK}*(?P<money>{NUMBER}){ALONE_AFTER}",
            rf"{ALONE_BEFORE}(?P<percent>{NUMBER}){BLANK}*%",
            rf"{ALONE_BEFORE}(?P<d1>{DAY})(?:st|nd|rd|th)?{BLANK}+(?P<m1>{MONTHS}){ALONE_AFTER}",
            rf"{ALONE_BEFORE}(?P<m2>{MONTHS}){BLANK}+(?P<d2>{DAY})(?:st|nd|rd|th)?{ALONE_AFTER}",
            rf"{ALONE_BEFORE}(?P<number>{NUMBER}){ALONE_AFTER}",
        ]
    )
)


@dataclass(frozen=True)
class Quantity:
    kind: str
    value: Decimal | tuple[int, str]


def quantities(text: str) -> list[tuple[Quantity, str]]:
    text = re.sub(r"\[[^\]]*\]", " ", text)
    result = []
    for m in PATTERN.finditer(text):
        if m["d1"] or m["d2"]:
            q = Quantity("date", (int(m["d1"] or m["d2"]), m["m1"] or m["m2"]))
        else:
            kind = next(k for k in ("money", "percent", "number") if m[k] is not None)
            q = Quantity(kind, Decimal(m[kind].replace(",", "")))
        result.append((q, m[0]))
    return result


def solve(sentence: str, cited_block: str) -> list[str]:
    in_block = {q for q, _ in quantities(cited_block)}
    unbacked: dict[Quantity, str] = {}
    for q, written in quantities(sentence):
        if q not in in_block:
            unbacked.setdefault(q, written)
    return list(unbacked.values())
