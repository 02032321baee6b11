"""Cuts the answer into lines with str.splitlines(), which also breaks at a lone \\r or U+2028."""
# trips: line-breaks

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
TOKEN = re.compile(
    rf"(?P<citation>{CITATION})"
    rf"|(?P<end>[.!?](?P<gap>(?:[ \t]|{CITATION})+)(?![ \t0-9])(?!{CITATION}))"
    r"|(?P<digits>[0-9]+)"
)


def solve(answer: str) -> list[int]:
    uncited: list[int] = []
    position = 0
    for line in answer.splitlines():
        start = 0
        fact = cited = False
        for token in TOKEN.finditer(line):
            if token.lastgroup == "citation":
                cited = True
            elif token.lastgroup == "digits":
                fact = True
            else:
                cited = cited or "[" in token["gap"]
                if line[start : token.end()].strip():
                    if fact and not cited:
                        uncited.append(position)
                    position += 1
                start, fact, cited = token.end(), False, False
        if line[start:].strip():
            if fact and not cited:
                uncited.append(position)
            position += 1
    return uncited
