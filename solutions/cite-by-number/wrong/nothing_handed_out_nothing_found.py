"""Returns two empty lists at once when nothing was handed out, hiding every made-up number."""
# trips: empty-handed-out

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    if not handed_out:
        return [], []
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    return list(cited), list(fabricated)
