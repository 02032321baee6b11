"""Finds every innermost [...] span first, then checks its inside against the marker grammar."""
# trips: nothing

import re
from collections.abc import Iterator
from itertools import islice

SPAN = re.compile(r"\[([^\[\]]*)\]")
INSIDE = re.compile(
    r"""
    [ \t]* source [ \t]* : [ \t]*
    (?P<id> [A-Za-z0-9_.\-]+ ) [ \t]*
    (?: , [ \t]* page [ \t]* (?P<page> [0-9]+ ) [ \t]* )?
    """,
    re.VERBOSE,
)


def citations(draft: str) -> Iterator[str]:
    for span in SPAN.finditer(draft):
        inside = INSIDE.fullmatch(span.group(1))
        if inside is None:
            continue
        page = inside["page"]
        if page is None or page.strip("0"):
            yield inside["id"]


def feedback_lines(draft: str, known: set[str]) -> list[str]:
    seen: set[str] = set()
    lines: list[str] = []
    count = 0
    for source_id in citations(draft):
        count += 1
        if source_id in known or source_id in seen:
            continue
        seen.add(source_id)
        lines.append("Unknown source: " + source_id)
    if count == 0:
        return ["No citation: cite at least one retrieved source."]
    return lines


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    attempts = list(islice(drafts, 2))
    while len(attempts) < 2:
        attempts.append("")
    first = feedback_lines(attempts[0], known)
    if not first:
        return {"shown": attempts[0], "attempts": 1, "feedback": None}
    feedback = "\n".join(first)
    if not feedback_lines(attempts[1], known):
        return {"shown": attempts[1], "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
