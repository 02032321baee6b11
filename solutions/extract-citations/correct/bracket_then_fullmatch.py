"""Finds each innermost [...] span with one regex, then checks its inside with a second one."""
# trips: nothing

import re

SPAN = re.compile(r"\[([^\[\]]*)\]")
INSIDE = re.compile(
    r"""
    [ \t]* source [ \t]* : [ \t]*
    (?P<id> [A-Za-z0-9_.\-]+ ) [ \t]*
    (?: , [ \t]* page [ \t]* (?P<page> [0-9]+ ) [ \t]* )?
    """,
    re.VERBOSE,
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    citations: list[tuple[str, int | None]] = []
    for span in SPAN.finditer(answer):
        inside = INSIDE.fullmatch(span.group(1))
        if inside is None:
            continue
        page = inside["page"]
        if page is None:
            citations.append((inside["id"], None))
        elif int(page) != 0:
            citations.append((inside["id"], int(page)))
    return citations
