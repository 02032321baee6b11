"""Compares the characters as they are typed, so é as one character never matches e and an
accent."""
# trips: accents-typed-apart

import unicodedata

CURLY = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
}


def normalise(text):
    """The text as compared, and for each of its characters the position it came from."""
    out, where = [], []
    for i, ch in enumerate(text):
        for c in ch:
            c = CURLY.get(c, c)
            if c in "\t\n\v\f\r" or unicodedata.category(c).startswith("Z"):
                if out and out[-1] == " ":
                    continue
                c = " "
            out.append(c)
            where.append(i)
    return "".join(out), where


def is_word(c):
    return unicodedata.category(c)[0] in "LNM"


def is_mark(c):
    return unicodedata.category(c).startswith("M")


def clean(text, start, end):
    if is_mark(text[start]) or (end < len(text) and is_mark(text[end])):
        return False
    if start > 0 and is_word(text[start - 1]) and is_word(text[start]):
        return False
    return not (end < len(text) and is_word(text[end - 1]) and is_word(text[end]))


def find(text, part, begin):
    at = text.find(part, begin)
    while at != -1 and not clean(text, at, at + len(part)):
        at = text.find(part, at + 1)
    return at


def solve(source, quote):
    text, where = normalise(source)
    q, _ = normalise(quote)
    parts = [p.strip() for p in q.replace("\u2026", "...").split("...")]
    parts = [p for p in parts if p]
    if not parts:
        return None
    begin, first = 0, None
    for part in parts:
        at = find(text, part, begin)
        if at == -1:
            return None
        if first is None:
            first = at
        begin = at + len(part)
    return (where[first], where[begin - 1] + 1)
