"""Tests each cited id with `in` on the retrieved list itself, scanning it every time."""
# trips: scales-linearly only

import re

# A citation, or (without the id group) a mark that only looks like one.
MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)


def problems(draft: str, retrieved_ids: list[str]) -> list[str]:
    lines: dict[str, None] = {}
    cited = False
    for mark in MARK.finditer(draft):
        if mark[1] is None:
            lines[f"Malformed citation: {mark[0]}"] = None
            continue
        cited = True
        if mark[1] not in retrieved_ids:
            lines[f"Unknown source: {mark[1]}"] = None
    if not cited:
        return ["No citation: cite at least one retrieved source.", *lines]
    return list(lines)


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    first = drafts[0] if drafts else ""
    found = problems(first, retrieved_ids)
    if not found:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(found)
    second = drafts[1] if len(drafts) > 1 else ""
    if not problems(second, retrieved_ids):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
