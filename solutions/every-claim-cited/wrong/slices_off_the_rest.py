"""Searches the rest of the answer for the next break and slices it off, copying what is left."""
# trips: scales-linearly only

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
    current = ""
    rest = answer
    while True:
        match = BREAK.search(rest)
        if match is None:
            sentences.append(current + rest)
            break
        if match.group().startswith("["):
            # A citation inside the sentence: keep it and carry on after it.
            current += rest[: match.end()]
        elif match.group() == "\n":
            sentences.append(current + rest[: match.start()])
            current = ""
        else:
            sentences.append(current + rest[: match.end()])
            current = ""
        rest = rest[match.end() :]
    sentences = [s for s in sentences if s.strip()]
    return [
        i for i, s in enumerate(sentences) if DIGIT.search(CITE.sub("", s)) and not CITE.search(s)
    ]
