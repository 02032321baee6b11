"""Uses \\d for the digits, which also matches Arabic-Indic, full-width and other digits."""
# trips: other-script-digits

import re

CITATION = re.compile(r"\[[ \t]*(\d+(?:[ \t]*,[ \t]*\d+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"\d+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
