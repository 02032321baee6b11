"""Walks the answer one character at a time, reading a citation whole wherever one starts."""
# trips: nothing

import re

CITATION = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
DIGITS = "0123456789"


def solve(answer: str) -> list[int]:
    uncited = []
    position = 0
    start = 0
    fact = cited = False
    i = 0
    n = len(answer)

    def close(stop: int) -> None:
        nonlocal position
        if answer[start:stop].strip():
            if fact and not cited:
                uncited.append(position)
            position += 1

    while i < n:
        char = answer[i]
        if char == "[":
            match = CITATION.match(answer, i)
            if match:
                cited = True
                i = match.end()
                continue
        elif char in ".!?":
            # Read the gap after the end mark: spaces, tabs and whole citations.
            j = i + 1
            gap_cites = False
            while j < n:
                if answer[j] in " \t":
                    j += 1
                    continue
                match = CITATION.match(answer, j) if answer[j] == "[" else None
                if match is None:
                    break
                gap_cites = True
                j = match.end()
            if j > i + 1 and (j == n or answer[j] not in DIGITS):
                cited = cited or gap_cites
                close(j)
                start, fact, cited = j, False, False
                i = j
                continue
        elif char == "\n":
            close(i)
            start, fact, cited = i + 1, False, False
        elif char in DIGITS:
            fact = True
        i += 1
    close(n)
    return uncited
