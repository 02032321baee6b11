"""Finds where a mark may start with one search (a bracket, or the letters s, o, u, r, c, e),
then tries the marker grammar and the look-alike rule there, each with its own pattern."""
# trips: nothing

import re
from collections.abc import Iterator
from itertools import islice

START = re.compile(r"[\[(]|(?<![a-z\d])sources?[ \t]*:", re.IGNORECASE | re.ASCII)
CITATION = re.compile(
    r"""
    \[ [ \t]* source [ \t]* : [ \t]*
    (?P<id> [A-Za-z0-9_.\-]+ ) [ \t]*
    (?: , [ \t]* page [ \t]* (?P<page> [0-9]+ ) [ \t]* )?
    \]
    """,
    re.VERBOSE,
)
# From a bracket: no letter, digit, bracket or line break before `source`. From the word
# itself, START has already checked the colon after it. Both run to the first `]` or `)`.
LOOKALIKE = re.compile(r"(?:[\[(][^a-z\d\[\]()\n]*)?source[^\[\]()\n]*[\])]?", re.I | re.A)


def marks(draft: str) -> Iterator[tuple[str | None, str]]:
    """(id, text) for each citation, (None, text) for each malformed one, in order."""
    end = 0
    for start in START.finditer(draft):
        at = start.start()
        if at < end:  # inside the last mark: marks never overlap
            continue
        citation = CITATION.match(draft, at)
        if citation is not None and (citation["page"] is None or citation["page"].strip("0")):
            end = citation.end()
            yield citation["id"], citation.group()
            continue
        lookalike = LOOKALIKE.match(draft, at)
        if lookalike is not None:
            end = lookalike.end()
            yield None, lookalike.group()


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
