"""Cuts each marker out once read and searches again from the start of the shortened text."""
# trips: scales-linearly only

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    text = answer
    match = MARKER.search(text)
    while match is not None:
        source_id, digits = match.groups()
        if digits is None:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
        # Keep a character where the marker was, so no new marker can form across the cut.
        text = text[: match.start()] + "\x00" + text[match.end() :]
        match = MARKER.search(text)
    return result
