"""Collects every cited number first, then sorts them into ids and made-up numbers."""
# trips: nothing

import re

CITATION = r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]"


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    numbers = [
        int(digits)
        for inside in re.findall(CITATION, answer)
        for digits in re.findall("[0-9]+", inside)
    ]
    count = len(handed_out)
    ids = dict.fromkeys(handed_out[n - 1] for n in numbers if 0 < n <= count)
    made_up = dict.fromkeys(n for n in numbers if not 0 < n <= count)
    return list(ids), list(made_up)
