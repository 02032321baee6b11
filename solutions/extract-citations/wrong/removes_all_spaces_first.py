"""Deletes every space from the answer before matching, which glues `[source: a b]` into `ab`."""
# trips: malformed-markers

import re

MARKER = re.compile(r"\[\t*source\t*:\t*([A-Za-z0-9_.-]+)\t*(?:,\t*page\t*([0-9]+)\t*)?\]")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer.replace(" ", "")):
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
