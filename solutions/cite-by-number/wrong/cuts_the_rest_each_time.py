"""Correct, but cuts off the text after each citation and searches the copy again."""
# trips: scales-linearly only

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    rest = answer
    while (match := CITATION.search(rest)) is not None:
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
        rest = rest[match.end() :]
    return list(cited), list(fabricated)
