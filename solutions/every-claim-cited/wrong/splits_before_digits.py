"""Ends a sentence at every end mark followed by a gap, so 'Rs. 500' becomes two sentences."""
# trips: digit-after-stop

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t])(?!{CITATION})|\n")
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
        i for i, s in enumerate(sentences) if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
