r"""Looks for facts with \d, which matches the digits of every script, not only 0 to 9."""
# trips: ascii-digits-only

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t\d])(?!{CITATION})|\n")
DIGIT = re.compile(r"\d")


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
    return [
        i
        for i, s in enumerate(sentences(answer))
        if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
