"""Finds the next marker by searching the whole answer again from its start every time."""
# trips: scales-linearly only

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    citations: list[tuple[str, int | None]] = []
    done = 0
    while True:
        # Walk the matches from the start and skip the ones already handled.
        found = None
        for number, match in enumerate(MARKER.finditer(answer)):
            if number == done:
                found = match
                break
        if found is None:
            return citations
        done += 1
        source_id, digits = found.groups()
        if digits is None:
            citations.append((source_id, None))
        elif int(digits) > 0:
            citations.append((source_id, int(digits)))
