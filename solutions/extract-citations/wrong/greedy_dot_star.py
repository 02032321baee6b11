"""Captures the inside of a marker with a greedy `.*`, which runs on to the last `]` of a line."""
# trips: several-in-one-sentence

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:(.*)\]")
INSIDE = re.compile(r"[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for inside in MARKER.findall(answer):
        parts = INSIDE.fullmatch(inside)
        if parts is None:
            continue
        source_id, digits = parts.groups()
        if digits is None:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
