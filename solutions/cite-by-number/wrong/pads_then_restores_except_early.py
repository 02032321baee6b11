"""Pads the caller's list so block n is handed_out[n] and takes the pad out again, but the early
return for an answer without citations leaves it in."""
# trips: arguments-unchanged

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    handed_out.insert(0, "")
    citations = list(CITATION.finditer(answer))
    if not citations:
        return [], []
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in citations:
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number < len(handed_out):
                cited.setdefault(handed_out[number])
            else:
                fabricated.setdefault(number)
    handed_out.pop(0)
    return list(cited), list(fabricated)
