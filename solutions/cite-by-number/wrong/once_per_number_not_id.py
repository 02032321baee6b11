"""Removes repeats by number, so an id handed out at two numbers is cited twice."""
# trips: duplicate-ids

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    numbers: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            numbers.setdefault(int(digits))
    cited = [handed_out[n - 1] for n in numbers if 1 <= n <= len(handed_out)]
    fabricated = [n for n in numbers if not 1 <= n <= len(handed_out)]
    return cited, fabricated
