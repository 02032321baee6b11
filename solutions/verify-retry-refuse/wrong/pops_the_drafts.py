"""Pops drafts off the caller's list as it tries them, emptying the list it was given."""
# trips: arguments-unchanged

import re

# A citation, or (without the id group) a mark that only looks like one.
MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)


def problems(draft: str, known: set[str]) -> list[str]:
    lines: dict[str, None] = {}
    cited = False
    for mark in MARK.finditer(draft):
        if mark[1] is None:
            lines[f"Malformed citation: {mark[0]}"] = None
            continue
        cited = True
        if mark[1] not in known:
            lines[f"Unknown source: {mark[1]}"] = None
    if not cited:
        return ["No citation: cite at least one retrieved source.", *lines]
    return list(lines)


def solve(drafts: list[str], retrieved_ids: list[str]) -> dict[str, str | int | None]:
    known = set(retrieved_ids)
    first = drafts.pop(0) if drafts else ""
    found = problems(first, known)
    if not found:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(found)
    second = drafts.pop(0) if drafts else ""
    if not problems(second, known):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {
        "shown": "I don't know from the provided documents.",
        "attempts": 2,
        "feedback": feedback,
    }
