"""Keeps the numbers already seen in a module-level set that survives from call to call."""
# trips: independent-calls

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")
seen: set[int] = set()


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: list[int] = []
    for match in CITATION.finditer(answer):
        for digits in re.findall(r"[0-9]+", match[1]):
            number = int(digits)
            if 1 <= number <= len(handed_out):
                cited.setdefault(handed_out[number - 1])
            elif number not in seen:
                seen.add(number)
                fabricated.append(number)
    return list(cited), fabricated
