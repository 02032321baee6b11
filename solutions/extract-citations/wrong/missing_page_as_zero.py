"""Reports a marker without a page as page 0 instead of None."""
# trips: missing-page

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        page = int(digits or "0")
        if digits and page == 0:
            continue
        result.append((source_id, page))
    return result
