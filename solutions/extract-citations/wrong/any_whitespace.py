r"""Uses `\s*` for the gaps, which also lets line breaks and non-breaking spaces into a marker."""
# trips: other-whitespace

import re

MARKER = re.compile(r"\[\s*source\s*:\s*([A-Za-z0-9_.-]+)\s*(?:,\s*page\s*([0-9]+)\s*)?\]")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
