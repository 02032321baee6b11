"""Sorts both lists, which loses the order in which they were first cited."""
# trips: first-appearance

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    numbers: set[int] = set()
    for match in CITATION.finditer(answer):
        numbers.update(int(digits) for digits in re.findall(r"[0-9]+", match[1]))
    real = sorted(n for n in numbers if 1 <= n <= len(handed_out))
    cited = list(dict.fromkeys(handed_out[n - 1] for n in real))
    return cited, sorted(n for n in numbers if not 1 <= n <= len(handed_out))
