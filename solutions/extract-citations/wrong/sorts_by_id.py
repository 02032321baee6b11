"""Sorts the citations by id before returning them, losing the order they were written in."""
# trips: repeats-in-order

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    found: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            found.append((source_id, None))
        elif int(digits) > 0:
            found.append((source_id, int(digits)))
    return sorted(found, key=lambda pair: pair[0])
