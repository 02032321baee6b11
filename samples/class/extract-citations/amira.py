"""Extract citations -- Amira.

One regex for the whole marker, built from small named pieces so I can
read it back later. Only ASCII classes, and "blank" means space or tab.
"""
import re

_BLANK = r"[ \t]*"
_OPEN = r"\[" + _BLANK + r"source" + _BLANK + r":" + _BLANK
_IDENT = r"(?P<ident>[A-Za-z0-9_.\-]+)"
_PAGE_PART = r"(?:" + _BLANK + r"," + _BLANK + r"page" + _BLANK + r"(?P<num>[0-9]+))?"
_CLOSE = _BLANK + r"\]"

CITATION_RE = re.compile(_OPEN + _IDENT + _PAGE_PART + _CLOSE)


def solve(answer):
    found = []
    for m in CITATION_RE.finditer(answer):
        ident, num = m.group("ident"), m.group("num")
        if num is None:
            found.append((ident, None))
            continue
        page_no = int(num)
        if page_no == 0:
            # "page 0" / "page 00" -> not a citation at all
            continue
        found.append((ident, page_no))
    return found
