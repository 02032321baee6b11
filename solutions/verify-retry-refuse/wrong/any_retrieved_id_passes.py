"""Lets a draft pass as soon as one of its cited ids was retrieved, not all of them."""
# trips: every-id-must-be-retrieved

import re

# A citation, or (without the id group) a mark that only looks like one.
MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)


def problems(draft: str, known: set[str]) -> list[str]:
    marks = list(MARK.finditer(draft))
    ids = [m[1] for m in marks if m[1] is not None]
    vouched = any(i in known for i in ids)
    lines: dict[str, None] = {}
    for mark in marks:
        if mark[1] is None:
            lines[f"Malformed citation: {mark[0]}"] = None
        elif not vouched:
            lines[f"Unknown source: {mark[1]}"] = None
    if not ids:
        return ["No citation: cite at least one retrieved source.", *lines]
    return list(lines)


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    first = drafts[0] if drafts else ""
    found = problems(first, known)
    if not found:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(found)
    second = drafts[1] if len(drafts) > 1 else ""
    if not problems(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
