"""Normalises with a translation table and a regular expression for whitespace, and finds every
candidate, overlapping ones included, with a zero-width lookahead."""
# trips: nothing

import re
import unicodedata

STRAIGHT = str.maketrans("\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f", "''''\"\"\"\"")
WHITESPACE = re.compile(r"[\t\n\v\f\r]")  # the rest are category Z


def category(character):
    return unicodedata.category(character)[0]


def spaced(character):
    return WHITESPACE.fullmatch(character) is not None or category(character) == "Z"


def normalise(text):
    chars, origin = [], []
    for index, character in enumerate(text):
        for piece in unicodedata.normalize("NFD", character).translate(STRAIGHT):
            if spaced(piece):
                if chars and chars[-1] == " ":
                    continue
                piece = " "
            chars.append(piece)
            origin.append(index)
    return "".join(chars), origin


def whole(text, start, end):
    after = text[end] if end < len(text) else ""
    if category(text[start]) == "M" or (after and category(after) == "M"):
        return False
    cuts_start = start > 0 and category(text[start - 1]) in "LNM" and category(text[start]) in "LNM"
    cuts_end = after and category(text[end - 1]) in "LNM" and category(after) in "LNM"
    return not cuts_start and not cuts_end


def solve(source, quote):
    text, origin = normalise(source)
    wanted, _ = normalise(quote)
    parts = [part.strip(" ") for part in re.split(r"\.\.\.", wanted.replace("\u2026", "..."))]
    parts = [part for part in parts if part]
    if not parts:
        return None
    position, span_start = 0, None
    for part in parts:
        lookahead = re.compile("(?=" + re.escape(part) + ")")
        hit = next(
            (
                m.start()
                for m in lookahead.finditer(text, position)
                if whole(text, m.start(), m.start() + len(part))
            ),
            None,
        )
        if hit is None:
            return None
        if span_start is None:
            span_start = hit
        position = hit + len(part)
    return origin[span_start], origin[position - 1] + 1
