"""Puts a placeholder at the front of the caller's list, so that block n is handed_out[n]."""
# trips: arguments-unchanged

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    handed_out.insert(0, "")
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number < len(handed_out):
                cited.setdefault(handed_out[number])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
