"""Takes every run of digits inside any brackets, so [see 3] and [1-3] count as citations."""
# trips: other-text-in-brackets

import re


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for inside in re.findall(r"\[([^\[\]\n]*)\]", answer):
        for digits in re.findall(r"[0-9]+", inside):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
