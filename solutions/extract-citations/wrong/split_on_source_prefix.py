"""Splits the answer on the exact text "[source:", missing markers with spaces inside."""
# trips: extra-spaces

ID_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def solve(answer: str) -> list[tuple[str, int | None]]:
    result: list[tuple[str, int | None]] = []
    for piece in answer.split("[source:")[1:]:
        inside, closed, _ = piece.partition("]")
        if not closed or "[" in inside:
            continue
        source_id, comma, page_part = inside.partition(",")
        source_id = source_id.strip(" \t")
        if not source_id or not set(source_id) <= ID_CHARS:
            continue
        if not comma:
            result.append((source_id, None))
            continue
        page_part = page_part.strip(" \t")
        if not page_part.startswith("page"):
            continue
        digits = page_part[4:].strip(" \t")
        if digits and set(digits) <= set("0123456789") and int(digits) > 0:
            result.append((source_id, int(digits)))
    return result
