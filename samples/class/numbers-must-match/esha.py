"""Esha: numbers must match.

Money, percentages and plain numbers, each turned into (kind, value). Dates are just their
day number for now -- the month is a word, and words are the overlap lesson's job.
"""
import re

TOKEN = re.compile(
    r"(?<!\w)(?<!\w[.,])(?:(?P<cur>Rs\.?|INR|₹)[ \t\n\r\u00a0]*)?"
    r"(?P<num>[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?)"
    r"(?:(?P<pct>[ \t\n\r\u00a0]*%)|(?!\w|[.,]\w))"
)


def value(num):
    whole, _, frac = num.replace(",", "").partition(".")
    frac = frac.rstrip("0")
    whole = whole.lstrip("0") or "0"
    return whole + "." + frac if frac else whole


def read(text):
    text = re.sub(r"\[[^\]]*\]", " ", text)
    items = []
    for m in TOKEN.finditer(text):
        kind = "money" if m["cur"] else "percent" if m["pct"] else "number"
        items.append(((kind, value(m["num"])), m.group()))
    return items


def solve(sentence, cited_block):
    backed = {k for k, _ in read(cited_block)}
    out, seen = [], set()
    for k, written in read(sentence):
        if k not in backed and k not in seen:
            seen.add(k)
            out.append(written)
    return out
