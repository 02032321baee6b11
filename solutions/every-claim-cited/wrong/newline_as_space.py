"""Counts a line break as one more blank in the gap, so a line without a full stop runs on."""
# trips: line-breaks

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t\n]|{CITATION})+(?![ \t\n0-9])(?!{CITATION})")
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    sentences = []
    start = 0
    for match in BREAK.finditer(answer):
        if match.group().startswith("["):
            continue
        sentences.append(answer[start : match.end()])
        start = match.end()
    sentences.append(answer[start:])
    sentences = [s for s in sentences if s.strip()]
    return [
        i for i, s in enumerate(sentences) if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
