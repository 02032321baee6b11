"""Looks for `source:` followed by an id anywhere, without requiring the square brackets."""
# trips: property-no-marker

import re

MARKER = re.compile(r"source:\s*([a-zA-Z0-9_.\-]+)(?:,\s*page\s*([0-9]+))?")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
