"""Dara -- normalise, then look the quote up as a substring."""
import unicodedata


def _norm(text):
    out, where = [], []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFD", ch):
            c = {"’": "'", "‘": "'", "“": '"', "”": '"'}.get(c, c)
            if c.isspace():
                if out and out[-1] == " ":
                    continue
                c = " "
            out.append(c)
            where.append(i)
    return "".join(out), where


def solve(source, quote):
    text, where = _norm(source)
    q, _ = _norm(quote)
    parts = [p.strip() for p in q.replace("…", "...").split("...") if p.strip()]
    if not parts:
        return None
    pos = 0
    first = None
    for p in parts:
        at = text.find(p, pos)  # first occurrence after the previous part
        if at == -1:
            return None
        if first is None:
            first = at
        pos = at + len(p)
    return (where[first], where[pos - 1] + 1)
