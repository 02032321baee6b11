"""Finds where sentences end in one scan, then judges each sentence with two searches."""
# trips: nothing

import re
from collections.abc import Iterator

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
# A citation on its own is skipped whole; an end mark with its gap, or a line break, ends.
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n")
DIGIT = re.compile(r"[0-9]")


def sentences(answer: str) -> Iterator[str]:
    start = 0
    for match in BREAK.finditer(answer):
        if match.group().startswith("["):
            continue
        if match.group() == "\n":
            yield answer[start : match.start()]
        else:
            yield answer[start : match.end()]
        start = match.end()
    yield answer[start:]


def solve(answer: str) -> list[int]:
    found = []
    position = 0
    for sentence in sentences(answer):
        if not sentence.strip():
            continue
        cited = CITE.search(sentence) is not None
        fact = DIGIT.search(CITE.sub("", sentence)) is not None
        if fact and not cited:
            found.append(position)
        position += 1
    return found
