"""Cuts the text after every end mark, so 2.5 and v1.2 break a sentence in two."""
# trips: decimal-point

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    result = []
    position = 0
    for line in answer.split("\n"):
        # Keep each end mark with the text before it.
        for sentence in re.split(r"(?<=[.!?])(?![.!?\]])", line):
            if not sentence.strip():
                continue
            if DIGIT.search(CITE.sub("", sentence)) and not CITE.search(sentence):
                result.append(position)
            position += 1
    return result
