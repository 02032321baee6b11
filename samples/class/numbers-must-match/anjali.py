"""Anjali -- do the numbers match? One regex, a key of (kind, value), sets for the lookups."""
import re

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
SP = "[ \t\n\r\u00a0]"
NUM = r"[0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?"
DAY = r"0?[1-9]|[12][0-9]|3[01]"
L = r"(?<!\w)(?<!\w[.,])"
R = r"(?!\w|[.,]\w)"

Q = re.compile(
    rf"{L}(?:Rs\.?|INR|₹){SP}*(?P<money>{NUM}){R}"
    rf"|{L}(?P<pct>{NUM}){SP}*%"
    rf"|{L}(?P<d1>{DAY})(?:st|nd|rd|th)?{SP}+(?P<m1>{MONTHS}){R}"
    rf"|{L}(?P<m2>{MONTHS}){SP}+(?P<d2>{DAY})(?:st|nd|rd|th)?{R}"
    rf"|{L}(?P<num>{NUM}){R}"
)


def clean(n):
    n = n.replace(",", "")
    if "." in n:
        n = n.rstrip("0").rstrip(".")
    return n.lstrip("0") or "0"


def quantities(text):
    text = re.sub(r"\[[^\]]*\]", " ", text)   # citation markers are not claims
    for m in Q.finditer(text):
        if m["d1"] or m["d2"]:
            yield ("date", int(m["d1"] or m["d2"]), m["m1"] or m["m2"]), m.group()
        else:
            kind = m.lastgroup
            yield (kind, clean(m[kind])), m.group()


def solve(sentence, cited_block):
    in_block = {key for key, _ in quantities(cited_block)}
    done = set()
    out = []
    for key, text in quantities(sentence):
        if key not in in_block and key not in done:
            done.add(key)
            out.append(text)
    return out
