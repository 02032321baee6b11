"""Scans from "[" to the next "]" and goes on after it, so the [3] inside [see [3]] is missed."""
# trips: nested-and-unclosed

ALLOWED = set("0123456789, \t")


def solve(answer: str, handed_out: list[str]) -> tuple[list[str], list[int]]:
    cited: dict[str, None] = {}
    fabricated: dict[int, None] = {}
    position = 0
    while True:
        start = answer.find("[", position)
        if start == -1:
            break
        end = answer.find("]", start)
        if end == -1:
            break
        position = end + 1
        inside = answer[start + 1 : end]
        parts = [part.strip(" \t") for part in inside.split(",")]
        if not set(inside) <= ALLOWED or not all(parts):
            continue
        for part in parts:
            if " " in part or "\t" in part:
                break
        else:
            for part in parts:
                number = int(part)
                if 1 <= number <= len(handed_out):
                    cited.setdefault(handed_out[number - 1])
                else:
                    fabricated.setdefault(number)
    return list(cited), list(fabricated)
