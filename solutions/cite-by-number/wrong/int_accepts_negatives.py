"""Reads each part with int() inside try/except, so [-3] becomes the made-up number -3."""
# trips: minus-sign

import re


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for inside in re.findall(r"\[([^\[\]]*)\]", answer):
        try:
            numbers = [int(part) for part in inside.split(",")]
        except ValueError:
            continue
        for number in numbers:
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
