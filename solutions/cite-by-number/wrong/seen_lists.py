"""Correct, but checks "seen already?" with `in` on lists, which slows down as they grow."""
# trips: scales-linearly only

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: list[str] = []
    fabricated: list[int] = []
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                if handed_out[number - 1] not in cited:
                    cited.append(handed_out[number - 1])
            elif number not in fabricated:
                fabricated.append(number)
    return cited, fabricated
