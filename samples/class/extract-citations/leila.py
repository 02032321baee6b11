# Leila -- extract citations without regular expressions.
# I walk from one "[" to the next and try to read a marker at each one.

ALLOWED_IN_ID = set(
    "abcdefghijklmnopqrstuvwxyz"
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    "0123456789"
    "_-."
)
ASCII_DIGITS = set("0123456789")


def _eat_blanks(s, pos):
    while pos < len(s) and (s[pos] == " " or s[pos] == "\t"):
        pos += 1
    return pos


def _eat_run(s, pos, allowed):
    begin = pos
    while pos < len(s) and s[pos] in allowed:
        pos += 1
    return s[begin:pos], pos


def _try_marker(s, pos):
    """s[pos] is '['. Returns (ident, page, next_pos) or None if this is no marker."""
    pos = _eat_blanks(s, pos + 1)
    if not s.startswith("source", pos):
        return None
    pos = _eat_blanks(s, pos + len("source"))
    if not s.startswith(":", pos):
        return None
    pos = _eat_blanks(s, pos + 1)
    ident, pos = _eat_run(s, pos, ALLOWED_IN_ID)
    if ident == "":
        return None
    pos = _eat_blanks(s, pos)
    page = None
    if s.startswith(",", pos):
        pos = _eat_blanks(s, pos + 1)
        if not s.startswith("page", pos):
            return None
        pos = _eat_blanks(s, pos + len("page"))
        digits, pos = _eat_run(s, pos, ASCII_DIGITS)
        if digits == "":
            return None
        page = int(digits)
        pos = _eat_blanks(s, pos)
    if not s.startswith("]", pos):
        return None
    return ident, page, pos + 1


def solve(answer):
    out = []
    pos = answer.find("[")
    while pos != -1:
        got = _try_marker(answer, pos)
        if got is None:
            pos = answer.find("[", pos + 1)
            continue
        ident, page, after = got
        if page != 0:          # page 0 means: drop the whole marker
            out.append((ident, page))
        pos = answer.find("[", after)
    return out
