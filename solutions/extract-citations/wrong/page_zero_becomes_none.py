"""Turns a page of 0 into None with `or None`, keeping the marker as a citation without a page."""
# trips: page-zero

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    return [(source_id, int(digits or 0) or None) for source_id, digits in MARKER.findall(answer)]
