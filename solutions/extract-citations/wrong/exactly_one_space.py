"""Writes the marker with exactly one space after the colon and the comma, as in the prompt."""
# trips: extra-spaces

import re

MARKER = re.compile(r"\[source: ([A-Za-z0-9_.-]+)(?:, page ([0-9]+))?\]")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
