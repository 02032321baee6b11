"""Also ends sentences at the Chinese and Arabic marks, with or without a space after them."""
# trips: unicode-text

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(
    rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|[。\uff01\uff1f؟][ \t]*|\n"
)
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
