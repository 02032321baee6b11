"""Anika - find the quote.

Normalise both texts char by char (NFD, straight quotes, one space per whitespace run) and keep
where every normalised char came from, then find the parts in order with str.find.
"""
import unicodedata

QUOTES = {"‘": "'", "’": "'", "‚": "'", "‛": "'", "“": '"', "”": '"', "„": '"', "‟": '"'}


def norm(text):
    chars, src = [], []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFD", ch):
            c = QUOTES.get(c, c)
            if c in "\t\n\v\f\r" or unicodedata.category(c)[0] == "Z":
                if chars and chars[-1] == " ":
                    continue
                c = " "
            chars.append(c)
            src.append(i)
    return "".join(chars), src


def wordish(c):
    return unicodedata.category(c)[0] in "LNM"


def ok_edges(t, a, b):
    if unicodedata.category(t[a])[0] == "M":
        return False
    if b < len(t) and unicodedata.category(t[b])[0] == "M":
        return False
    if a > 0 and wordish(t[a - 1]) and wordish(t[a]):
        return False
    if b < len(t) and wordish(t[b - 1]) and wordish(t[b]):
        return False
    return True


def solve(source, quote):
    text, src = norm(source)
    q, _ = norm(quote)
    parts = [p.strip(" ") for p in q.replace("…", "...").split("...")]
    parts = [p for p in parts if p]
    if not parts:
        return None
    pos = 0
    start = None
    for p in parts:
        i = text.find(p, pos)
        while i != -1 and not ok_edges(text, i, i + len(p)):
            i = text.find(p, i + 1)
        if i == -1:
            return None
        if start is None:
            start = i
        pos = i + len(p)
    return (src[start], src[pos - 1] + 1)
