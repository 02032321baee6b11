"""Writes a number as a digit 1 to 9 followed by digits, so [03] and [0] are not citations."""
# trips: leading-zeros

import re

NUMBER = r"[1-9][0-9]*"
CITATION = re.compile(rf"\[[ \t]*({NUMBER}(?:[ \t]*,[ \t]*{NUMBER})*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(NUMBER, match[1]):
            number = int(digits)
            if number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
