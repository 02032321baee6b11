"""Finds each bracket with nothing but other characters inside, then checks its whole inside."""
# trips: nothing

import re

BRACKET = re.compile(r"\[([^\[\]]*)\]")
NUMBER_LIST = re.compile(r"[ \t]*[0-9]+(?:[ \t]*,[ \t]*[0-9]+)*[ \t]*")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: list[str] = []
    fabricated: list[int] = []
    seen_ids: set[str] = set()
    seen_numbers: set[int] = set()
    for match in BRACKET.finditer(answer):
        inside = match[1]
        if NUMBER_LIST.fullmatch(inside) is None:
            continue
        for part in inside.split(","):
            number = int(part.strip(" \t"))
            if 1 <= number <= len(handed_out):
                block = handed_out[number - 1]
                if block not in seen_ids:
                    seen_ids.add(block)
                    cited.append(block)
            elif number not in seen_numbers:
                seen_numbers.add(number)
                fabricated.append(number)
    return cited, fabricated
