"""Looks numbers up as handed_out[n - 1], catching IndexError, so [0] cites the last block."""
# trips: zero-is-fabricated

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            try:
                cited.setdefault(handed_out[number - 1])
            except IndexError:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
