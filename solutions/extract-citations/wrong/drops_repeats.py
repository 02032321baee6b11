"""Removes repeated citations with dict.fromkeys, so a source cited twice comes back once."""
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
    return list(dict.fromkeys(found))
