"""Returns the made-up numbers as the digits written, strings such as "8", not ints."""
# trips: returns-tuple-of-lists

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[str]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, str] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number, digits)
    return list(cited), list(fabricated.values())
