"""Gives positions only to the sentences that hold a fact, so filler shifts nothing."""
# trips: zero-based-positions

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n")
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    pieces = []
    start = 0
    for match in BREAK.finditer(answer):
        if match.group().startswith("["):
            continue
        stop = match.start() if match.group() == "\n" else match.end()
        pieces.append(answer[start:stop])
        start = match.end()
    pieces.append(answer[start:])
    facts = [s for s in pieces if DIGIT.search(CITE.sub("", s))]
    return [i for i, s in enumerate(facts) if not CITE.search(s)]
