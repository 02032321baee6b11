"""Takes everything up to the next comma or `]` as the id, so spaces and slashes get in."""
# trips: malformed-markers

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:([^,\]]+)(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for raw_id, digits in MARKER.findall(answer):
        source_id = raw_id.strip(" \t")
        if not source_id:
            continue
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
