"""Adds a full stop when the answer's last character is not one, which fails on ''."""
# trips: empty-answer

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n")
DIGIT = re.compile(r"[0-9]")


def sentences(answer: str) -> list[str]:
    found = []
    start = 0
    for match in BREAK.finditer(answer):
        if match.group().startswith("["):
            continue
        stop = match.start() if match.group() == "\n" else match.end()
        found.append(answer[start:stop])
        start = match.end()
    found.append(answer[start:])
    return [s for s in found if s.strip()]


def solve(answer: str) -> list[int]:
    # Make sure the last sentence is closed like all the others.
    if answer[-1] not in ".!?\n":
        answer += "."
    return [
        i
        for i, s in enumerate(sentences(answer))
        if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
