"""Builds each citation as a two-item list [id, page] instead of a tuple."""
# trips: returns-list-of-tuples

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    result = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            result.append([source_id, None])
        elif int(digits) > 0:
            result.append([source_id, int(digits)])
    return result
