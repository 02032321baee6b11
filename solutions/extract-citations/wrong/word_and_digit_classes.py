r"""Uses `\w` for the id and `\d` for the page, which also match non-ASCII letters and digits."""
# trips: ascii-only-inside

import re

MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*(\d+)[ \t]*)?\]"
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for source_id, digits in MARKER.findall(answer):
        if not digits:
            result.append((source_id, None))
        elif int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
