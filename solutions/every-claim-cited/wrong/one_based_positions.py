"""Numbers the sentences from 1, the way a person would count them."""
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
    sentences = []
    start = 0
    for match in BREAK.finditer(answer):
        if match.group().startswith("["):
            continue
        stop = match.start() if match.group() == "\n" else match.end()
        sentences.append(answer[start:stop])
        start = match.end()
    sentences.append(answer[start:])
    sentences = [s for s in sentences if s.strip()]
    return [
        number
        for number, s in enumerate(sentences, start=1)
        if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
