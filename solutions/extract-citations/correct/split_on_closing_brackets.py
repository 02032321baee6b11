"""Splits on "]" and parses what follows the last "[" of each piece with string methods only."""
# trips: nothing

ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
DIGITS = frozenset("0123456789")
BLANKS = " \t"


def _parse(inside: str) -> tuple[str, int | None] | None:
    """The citation in the text between "[" and "]", or None when it is not one."""
    head = inside.lstrip(BLANKS)
    if not head.startswith("source"):
        return None
    head = head[len("source") :].lstrip(BLANKS)
    if not head.startswith(":"):
        return None
    parts = head[1:].split(",")
    if len(parts) > 2:
        return None
    source_id = parts[0].strip(BLANKS)
    if not source_id or not ID_CHARS.issuperset(source_id):
        return None
    if len(parts) == 1:
        return source_id, None
    page_part = parts[1].strip(BLANKS)
    if not page_part.startswith("page"):
        return None
    digits = page_part[len("page") :].lstrip(BLANKS)
    if not digits or not DIGITS.issuperset(digits):
        return None
    page = int(digits)
    return (source_id, page) if page > 0 else None


def solve(answer: str) -> list[tuple[str, int | None]]:
    pieces = answer.split("]")
    citations: list[tuple[str, int | None]] = []
    # Every piece but the last was closed by a "]"; a marker starts after its last "[".
    for piece in pieces[:-1]:
        opening = piece.rfind("[")
        if opening >= 0:
            citation = _parse(piece[opening + 1 :])
            if citation is not None:
                citations.append(citation)
    return citations
