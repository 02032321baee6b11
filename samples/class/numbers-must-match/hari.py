# Hari -- numbers vs source
import re

MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)"
GAP = r"[ \t\n\r\u00a0]"
NUM = r"([0-9]+(?:,[0-9]+)*(?:\.[0-9]+)?)"
DAY = r"(0?[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?"
A = r"(?<!\w)(?<!\w[.,])"
Z = r"(?!\w|[.,]\w)"
ALL = re.compile(
    f"{A}(?:Rs\\.?|INR|₹){GAP}*{NUM}{Z}|{A}{NUM}{GAP}*%|{A}{DAY}{GAP}+{MONTH}{Z}"
    f"|{A}{MONTH}{GAP}+{DAY}{Z}|{A}{NUM}{Z}"
)


def canon(n):
    n = n.replace(",", "")
    if "." in n:
        n = n.rstrip("0").rstrip(".")
    return n.lstrip("0") or "0"


def keys(text):
    text = re.sub(r"\[[^\]]*\]", " ", text)
    for m in ALL.finditer(text):
        g = m.groups()
        if g[0]:
            yield "Rs" + canon(g[0]), m.group()
        elif g[1]:
            yield "%" + canon(g[1]), m.group()
        elif g[2]:
            yield f"{int(g[2])} {g[3]}", m.group()
        elif g[4]:
            yield f"{int(g[5])} {g[4]}", m.group()
        else:
            yield "#" + canon(g[6]), m.group()


def solve(sentence, cited_block):
    block = set(k for k, _ in keys(cited_block))
    # every mention the block doesn't back
    return [w for k, w in keys(sentence) if k not in block]
