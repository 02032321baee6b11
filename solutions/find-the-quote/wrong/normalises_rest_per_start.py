"""Normalises what follows every position of the source again, to see whether the quote starts
there: right, but the work grows with the square of the source."""
# trips: scales-linearly only

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
        for c in unicodedata.normalize("NFD", ch):
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


def match_at(source, start, part):
    """Where in the source a clean match of `part` starting at `start` ends, or -1."""
    rest, where = normalise(source[start:])
    if not rest.startswith(part):
        return -1
    before = normalise(source[:start])[0]
    text = before[-1:] + rest
    if not clean(text, len(before[-1:]), len(before[-1:]) + len(part)):
        return -1
    return start + where[len(part) - 1] + 1


def solve(source, quote):
    q, _ = normalise(quote)
    parts = [p.strip() for p in q.replace("\u2026", "...").split("...")]
    parts = [p for p in parts if p]
    if not parts:
        return None
    begin, first = 0, None
    for part in parts:
        for start in range(begin, len(source)):
            end = match_at(source, start, part)
            if end != -1:
                break
        else:
            return None
        if first is None:
            first = start
        begin = end
    return (first, begin)
