"""Finds sentence ends and citations in two passes, so a `. ` inside a citation ends a sentence."""
# trips: citation-read-whole

import bisect
import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITATIONS = re.compile(CITATION)
# An end mark and its gap (citations in it too), or a line break.
ENDS = re.compile(rf"[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n")
DIGITS = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    # Where each sentence starts: after every end and its gap.
    starts = [0] + [end.end() for end in ENDS.finditer(answer)]
    count = len(starts)
    fact = [False] * count
    cited = [False] * count
    outside = list(answer)
    for citation in CITATIONS.finditer(answer):
        cited[bisect.bisect_right(starts, citation.start()) - 1] = True
        outside[citation.start() : citation.end()] = " " * (citation.end() - citation.start())
    for digit in DIGITS.finditer("".join(outside)):
        fact[bisect.bisect_right(starts, digit.start()) - 1] = True
    uncited: list[int] = []
    position = 0
    for index, start in enumerate(starts):
        stop = starts[index + 1] if index + 1 < count else len(answer)
        if answer[start:stop].strip():
            if fact[index] and not cited[index]:
                uncited.append(position)
            position += 1
    return uncited
