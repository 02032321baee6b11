"""Collects only sentences that something closes, so a last line with no end mark is lost."""
# trips: trailing-fragment

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
# An end mark with its gap, an end mark at the very end, or a line break closes a sentence.
BREAK = re.compile(
    rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|[.!?][ \t]*$|\n"
)
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
    sentences = [s for s in sentences if s.strip()]
    return [
        i for i, s in enumerate(sentences) if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
