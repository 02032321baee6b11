"""Reads parts with int() and skips brackets holding a minus, but int() also takes +3 and 1_000."""
# trips: python-number-forms

import re


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for inside in re.findall(r"\[([^\[\]]*)\]", answer):
        if "-" in inside or "\n" in inside:
            continue
        try:
            numbers = [int(part.strip(" \t")) for part in inside.split(",")]
        except ValueError:
            continue
        for number in numbers:
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
