r"""Uses \w and \d under re.ASCII, and a page pattern that cannot match a value of zero."""
# trips: nothing

import re

# Under re.ASCII, \w is [A-Za-z0-9_] and \d is [0-9]. "0*[1-9]" needs one non-zero digit.
MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([\w.-]+)[ \t]*(?:,[ \t]*page[ \t]*(0*[1-9]\d*)[ \t]*)?\]",
    re.ASCII,
)


def solve(answer: str) -> list[tuple[str, int | None]]:
    return [
        (match[1], None if match[2] is None else int(match[2])) for match in MARKER.finditer(answer)
    ]
