"""Appends to a result list defined outside the function, so citations pile up across calls."""
# trips: independent-calls

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)
found: list[tuple[str, int | None]] = []


def solve(answer: str) -> list[tuple[str, int | None]]:
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            found.append((source_id, None))
        elif int(digits) > 0:
            found.append((source_id, int(digits)))
    return found
