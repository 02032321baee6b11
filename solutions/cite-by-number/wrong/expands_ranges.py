"""Reads [1-3] as the range 1, 2, 3, though a range is not in the citation grammar."""
# trips: other-text-in-brackets

import re

PART = r"[0-9]+(?:-[0-9]+)?"
CITATION = re.compile(rf"\[[ \t]*({PART}(?:[ \t]*,[ \t]*{PART})*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for part in match[1].split(","):
            low, _, high = part.strip(" \t").partition("-")
            for number in range(int(low), int(high or low) + 1):
                if 1 <= number <= len(handed_out):
                    cited.setdefault(handed_out[number - 1])
                else:
                    fabricated.setdefault(number)
    return list(cited), list(fabricated)
