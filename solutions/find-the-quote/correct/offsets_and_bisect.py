"""Keeps one normalised piece per source character and their running offsets, and maps a match
back to the source with bisect."""
# trips: nothing

import unicodedata
from bisect import bisect_right
from itertools import accumulate

CURLY = dict.fromkeys("\u2018\u2019\u201a\u201b", "'") | dict.fromkeys(
    "\u201c\u201d\u201e\u201f", '"'
)


def piece_of(character):
    decomposed = unicodedata.normalize("NFD", character)
    if decomposed in "\t\n\v\f\r" or unicodedata.category(decomposed[0]).startswith("Z"):
        return " "
    return "".join(CURLY.get(c, c) for c in decomposed)


def pieces_of(text):
    """One piece per character of `text`; a space that follows a space becomes empty."""
    pieces = []
    previous = ""
    for character in text:
        piece = piece_of(character)
        if piece == " " and previous.endswith(" "):
            piece = ""
        pieces.append(piece)
        if piece:
            previous = piece
    return pieces


def is_word(c):
    return unicodedata.category(c)[0] in ("L", "N", "M")


def is_mark(c):
    return unicodedata.category(c)[0] == "M"


def solve(source, quote):
    pieces = pieces_of(source)
    text = "".join(pieces)
    # offsets[i] is where the piece of source character i starts in `text`.
    offsets = [0, *accumulate(len(piece) for piece in pieces)]
    wanted = "".join(pieces_of(quote)).replace("\u2026", "...")
    parts = [part.strip(" ") for part in wanted.split("...") if part.strip(" ")]
    if not parts:
        return None

    def clean(start, end):
        if is_mark(text[start]) or (end < len(text) and is_mark(text[end])):
            return False
        if start > 0 and is_word(text[start - 1]) and is_word(text[start]):
            return False
        return not (end < len(text) and is_word(text[end - 1]) and is_word(text[end]))

    found = []
    begin = 0
    for part in parts:
        at = text.find(part, begin)
        while at != -1 and not clean(at, at + len(part)):
            at = text.find(part, at + 1)
        if at == -1:
            return None
        found.append((at, at + len(part)))
        begin = at + len(part)
    first, last = found[0][0], found[-1][1]
    # The source character whose piece holds a text position: the last offset at or before it.
    return bisect_right(offsets, first) - 1, bisect_right(offsets, last - 1)
