"""Sofia's extractor."""
import re

MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*"   # opening, the word source and the colon
    r"([-.\w]+?)"                      # placeholder, tightened below
)

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*(?P<sid>[A-Za-z0-9._-]+)[ \t]*"
    r"(,[ \t]*page[ \t]*(?P<page>[0-9]+)[ \t]*)?\]"
)


def solve(answer: str):
    results = []
    for match in MARKER.finditer(answer):
        sid = match.group("sid")
        page = match.group("page")
        if page is None:
            results.append((sid, None))
            continue
        # get rid of leading zeros: "007" -> "7", "00" -> ""
        page = page.lstrip("0")
        if page == "":
            continue  # page 0 is not a citation
        results.append((sid, page))
    return results
