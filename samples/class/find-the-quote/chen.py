import re
import unicodedata

# Chen - quote finder. Lower-case everything so "Late" and "late" are the same quote.

CURLY = str.maketrans("‘’‚‛“”„‟", "''''\"\"\"\"")
WS = re.compile(r"\s")


def normalize(text):
    out = []
    origin = []
    for i, ch in enumerate(text):
        for c in unicodedata.normalize("NFD", ch).translate(CURLY).lower():
            if WS.match(c):
                if out and out[-1] == " ":
                    continue
                c = " "
            out.append(c)
            origin.append(i)
    return "".join(out), origin


def is_word(c):
    return unicodedata.category(c)[0] in "LNM"


def good(text, a, b):
    if unicodedata.category(text[a]).startswith("M"):
        return False
    if b < len(text) and unicodedata.category(text[b]).startswith("M"):
        return False
    if a > 0 and is_word(text[a - 1]) and is_word(text[a]):
        return False
    return not (b < len(text) and is_word(text[b - 1]) and is_word(text[b]))


def solve(source, quote):
    text, origin = normalize(source)
    q, _ = normalize(quote)
    parts = [p.strip() for p in q.replace("…", "...").split("...") if p.strip()]
    if not parts:
        return None
    pos, first = 0, None
    for part in parts:
        hit = text.find(part, pos)
        while hit >= 0 and not good(text, hit, hit + len(part)):
            hit = text.find(part, hit + 1)
        if hit < 0:
            return None
        first = hit if first is None else first
        pos = hit + len(part)
    return origin[first], origin[pos - 1] + 1
