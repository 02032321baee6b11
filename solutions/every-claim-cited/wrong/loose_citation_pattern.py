"""Takes anything from '[source:' to the next ']' as a citation, broken markers included."""
# trips: broken-markers

import re

CITATION = r"\[source:[^\]]*\]"
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
    return [
        i
        for i, s in enumerate(sentences(answer))
        if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
