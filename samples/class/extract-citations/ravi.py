import re

CITE = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)"
    r"(?:[ \t]*,[ \t]*page[ \t]*([0-9]+))?[ \t]*\]"
)


def parse_page(digits):
    # no page written, or a page that makes no sense (0) -> None
    if not digits:
        return None
    value = int(digits)
    return value if value > 0 else None


def solve(answer):
    return [(source, parse_page(digits)) for source, digits in CITE.findall(answer)]
