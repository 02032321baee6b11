"""Walks the text position by position and tries one pattern per kind there, in the task's
order of preference; a position where none matches moves on by one character."""
# trips: nothing

import re

MONTH = r"(January|February|March|April|May|June|July|August|September|October|November|December)"
GAP = "[ \t\n\r\u00a0]"
NUM = r"([0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?)"
DAY = r"(0?[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?"
LEFT = r"(?<!\w)(?<!\w[.,])"
RIGHT = r"(?!\w|[.,]\w)"

# Each kind: its pattern, and how to turn a match into (kind, value). The patterns are tried
# with match(text, position), which still sees the text before the position for LEFT.
KINDS = [
    (re.compile(rf"{LEFT}(?:Rs\.?|INR|₹){GAP}*{NUM}{RIGHT}"), lambda m: ("money", m[1])),
    (re.compile(rf"{LEFT}{NUM}{GAP}*%"), lambda m: ("percent", m[1])),
    (re.compile(rf"{LEFT}{DAY}{GAP}+{MONTH}{RIGHT}"), lambda m: ("date", (int(m[1]), m[2]))),
    (re.compile(rf"{LEFT}{MONTH}{GAP}+{DAY}{RIGHT}"), lambda m: ("date", (int(m[2]), m[1]))),
    (re.compile(rf"{LEFT}{NUM}{RIGHT}"), lambda m: ("number", m[1])),
]


def canonical(kind_value):
    kind, value = kind_value
    if kind == "date":
        return kind_value
    digits = value.replace(",", "")
    if "." in digits:
        digits = digits.rstrip("0").rstrip(".")
    return kind, digits.lstrip("0") or "0"


def scan(text):
    text = re.sub(r"\[[^\]]*\]", " ", text)
    position = 0
    while position < len(text):
        for pattern, read in KINDS:
            m = pattern.match(text, position)
            if m:
                yield canonical(read(m)), m[0]
                position = m.end()
                break
        else:
            position += 1


def solve(sentence, cited_block):
    backed = {key for key, _ in scan(cited_block)}
    seen = set()
    out = []
    for key, written in scan(sentence):
        if key in backed or key in seen:
            continue
        seen.add(key)
        out.append(written)
    return out
