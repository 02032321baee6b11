"""Reference solution for the lesson "Extract citations"."""

import re

# 1. One pattern describes a whole marker. The id and the page number use explicit ASCII
#    classes ([0-9], not \d; no \w), and spaces means only " " and "\t" (not \s). None of the
#    pieces can match "[" or "]", so a failed attempt never runs into the next marker, and
#    the whole search stays one pass over the text.
MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    """Return the (id, page) of every well-formed citation marker, in order of appearance."""
    citations: list[tuple[str, int | None]] = []
    # 2. finditer walks the text once, from left to right, and yields every marker in turn.
    for match in MARKER.finditer(answer):
        source_id, digits = match.groups()
        if digits is None:
            citations.append((source_id, None))
            continue
        # 3. The page is a number: leading zeros drop out, and a page of 0 means the
        #    marker is not a citation at all.
        page = int(digits)
        if page > 0:
            citations.append((source_id, page))
    return citations
