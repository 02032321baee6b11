"""Matches only markers without a page, so every [source: ID, page N] marker is missed."""
# trips: example-1

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*\]")


def solve(answer: str) -> list[tuple[str, int | None]]:
    return [(source_id, None) for source_id in MARKER.findall(answer)]
