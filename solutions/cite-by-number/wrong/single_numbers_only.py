"""Only knows citations of one number, so [1, 4] is skipped."""
# trips: number-lists

import re


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for digits in re.findall(r"\[[ \t]*([0-9]+)[ \t]*\]", answer):
        number = int(digits)
        if 1 <= number <= len(handed_out):
            cited.setdefault(handed_out[number - 1])
        else:
            fabricated.setdefault(number)
    return list(cited), list(fabricated)
