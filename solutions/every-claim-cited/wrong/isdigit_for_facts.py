"""Tests for a fact with str.isdigit(), which is also true for ५, ٣, ² and full-width digits."""
# trips: ascii-digits-only

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
BREAK = re.compile(rf"{CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n")


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
    result = []
    for i, s in enumerate(sentences(answer)):
        has_fact = any(ch.isdigit() for ch in CITE.sub("", s))
        if has_fact and not CITE.search(s):
            result.append(i)
    return result
