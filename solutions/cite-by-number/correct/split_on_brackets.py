"""Splits the answer around every innermost bracket and reads the pieces that are citations."""
# trips: nothing

import re

INNERMOST = re.compile(r"(\[[^\[\]]*\])")
ALLOWED = re.compile(r"\[[ \t]*[0-9]+(?:[ \t]*,[ \t]*[0-9]+)*[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    # With a group in the pattern, re.split keeps the brackets at the odd positions.
    for piece in INNERMOST.split(answer)[1::2]:
        if not ALLOWED.fullmatch(piece):
            continue
        for part in piece[1:-1].split(","):
            number = int(part.strip(" \t"))
            if 0 < number <= len(handed_out):
                cited[handed_out[number - 1]] = None
            else:
                fabricated[number] = None
    return list(cited), list(fabricated)
