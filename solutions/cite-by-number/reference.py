"""Reference solution for the lesson "Cite by number"."""

import re

# 1. One citation as a pattern: "[", spaces or tabs, a number, then any more numbers each after
#    a comma with optional spaces or tabs around it, then spaces or tabs and "]". [0-9] admits
#    the ASCII digits only (\d would admit every script's digits), and nothing else may sit
#    inside, so a match never reaches past the first "]" and never holds another "[".
CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")
NUMBER = re.compile(r"[0-9]+")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    """Return the ids the answer cites and the numbers it made up, each once, in order."""
    # 2. Dicts remember what was already seen and keep the order it was first seen in.
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    blocks = len(handed_out)
    # 3. Walk the citations from left to right, and the numbers inside each from left to right.
    for citation in CITATION.finditer(answer):
        for digits in NUMBER.findall(citation[1]):
            # 4. int() reads "007" as 7, so leading zeros change nothing.
            number = int(digits)
            # 5. Numbers 1 to len(handed_out) name a block; anything else (0 included) is made up.
            if 1 <= number <= blocks:
                cited.setdefault(handed_out[number - 1])
            else:
                fabricated.setdefault(number)
    # 6. Two new lists, in a tuple.
    return list(cited), list(fabricated)
