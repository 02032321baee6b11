"""Allows a space only right after a comma, so [ 3 ] and [1 ,4] are missed."""
# trips: spaces-and-tabs

import re

CITATION = re.compile(r"\[([0-9]+(?:, ?[0-9]+)*)\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in match[1].split(","):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
