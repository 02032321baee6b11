"""Cuts the draft into spans, one from each opening bracket, then checks each span whole: against
the marker grammar, else against what only looks like a citation."""
# trips: nothing

import re
from collections.abc import Iterator
from itertools import islice

# A span runs from a `[` or `(` to the first `]` or `)`, or stops before another bracket or a
# line break: no span holds an opening bracket, so the spans never overlap.
SPAN = re.compile(r"[\[(][^\[\]()\n]*[\])]?")
CITATION = re.compile(
    r"""
    \[ [ \t]* source [ \t]* : [ \t]*
    (?P<id> [A-Za-z0-9_.\-]+ ) [ \t]*
    (?: , [ \t]* page [ \t]* (?P<page> [0-9]+ ) [ \t]* )?
    \]
    """,
    re.VERBOSE,
)
LOOKS_CITED = re.compile(r"[\[(][^A-Za-z0-9]*source", re.IGNORECASE | re.ASCII)


def marks(draft: str) -> Iterator[tuple[str | None, str]]:
    """(id, span) for each citation, (None, span) for each malformed one, in order."""
    for span in SPAN.finditer(draft):
        text = span.group()
        citation = CITATION.fullmatch(text)
        if citation is not None and (citation["page"] is None or citation["page"].strip("0")):
            yield citation["id"], text
        elif LOOKS_CITED.match(text):
            yield None, text


def feedback_lines(draft: str, known: set[str]) -> list[str]:
    seen: set[str] = set()
    lines: list[str] = []
    count = 0
    for source_id, text in marks(draft):
        if source_id is None:
            line = "Malformed citation: " + text
        else:
            count += 1
            if source_id in known:
                continue
            line = "Unknown source: " + source_id
        if line not in seen:
            seen.add(line)
            lines.append(line)
    if count == 0:
        return ["No citation: cite at least one retrieved source.", *lines]
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
