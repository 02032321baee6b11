"""Appends every citation it reads, so a block cited three times is listed three times."""
# trips: repeats-once

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: list[str] = []
    fabricated: list[int] = []
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.append(handed_out[number - 1])
            else:
                fabricated.append(number)
    return cited, fabricated
