"""Scans by hand: every position of the normalised source is tried with a character-by-character
comparison, stopping at the first difference."""
# trips: nothing

import unicodedata


def kind(c):
    return unicodedata.category(c)[0]


def normal(text):
    out = []
    came_from = []
    space_run = False
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFD", ch):
            if c in "\u2018\u2019\u201a\u201b":
                c = "'"
            elif c in "\u201c\u201d\u201e\u201f":
                c = '"'
            if c in "\t\n\v\f\r" or kind(c) == "Z":
                if space_run:
                    continue
                space_run = True
                c = " "
            else:
                space_run = False
            out.append(c)
            came_from.append(i)
    return out, came_from


def matches_at(text, part, at):
    if at + len(part) > len(text):
        return False
    i = 0
    while i < len(part) and text[at + i] == part[i]:
        i += 1
    if i < len(part):
        return False
    end = at + len(part)
    if kind(text[at]) == "M" or (end < len(text) and kind(text[end]) == "M"):
        return False
    if at > 0 and kind(text[at - 1]) in "LNM" and kind(text[at]) in "LNM":
        return False
    return not (end < len(text) and kind(text[end - 1]) in "LNM" and kind(text[end]) in "LNM")


def solve(source, quote):
    text, came_from = normal(source)
    q, _ = normal(quote)
    parts = []
    for chunk in "".join(q).replace("\u2026", "...").split("..."):
        chunk = chunk.strip(" ")
        if chunk:
            parts.append(chunk)
    if len(parts) == 0:
        return None
    start = None
    at = 0
    for part in parts:
        while at < len(text) and not matches_at(text, part, at):
            at += 1
        if at >= len(text):
            return None
        if start is None:
            start = at
        at += len(part)
    return (came_from[start], came_from[at - 1] + 1)
