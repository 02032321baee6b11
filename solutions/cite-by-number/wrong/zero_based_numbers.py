"""Takes block n to be handed_out[n], as if the prompt had numbered the blocks from 0."""
# trips: example-1

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 0 <= number < len(handed_out):
                cited.setdefault(handed_out[number])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
