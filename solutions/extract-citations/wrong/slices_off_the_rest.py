"""Finds one marker at a time and slices off the text after it, copying the rest every time."""
# trips: scales-linearly only

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    rest = answer
    while True:
        match = MARKER.search(rest)
        if match is None:
            return result
        source_id, digits = match.groups()
        if digits is None:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
        rest = rest[match.end() :]
