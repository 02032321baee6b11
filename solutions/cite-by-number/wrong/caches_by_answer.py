"""Remembers each result by the answer's text alone: other blocks handed out get the old result."""
# trips: independent-calls

import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")
_results: dict[str, tuple[list[str], list[int]]] = {}


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    # Long answers are checked more than once; read each one's citations only the first time.
    if answer not in _results:
        cited: dict[str, None] = {}
        fabricated: dict[int, None] = {}
        for match in CITATION.finditer(answer):
            for digits in re.findall(r"[0-9]+", match[1]):
                number = int(digits)
                if 1 <= number <= len(handed_out):
                    cited.setdefault(handed_out[number - 1])
                else:
                    fabricated.setdefault(number)
        _results[answer] = (list(cited), list(fabricated))
    cited_ids, made_up = _results[answer]
    return list(cited_ids), list(made_up)
