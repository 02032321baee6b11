"""Overwrites the feedback with each failing draft's problems, so a refusal reports the second."""
# trips: feedback-from-first-draft

import re

# A citation, or (without the id group) a mark that only looks like one.
MARK = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)
REFUSAL = "I don't know from the provided documents."


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
    feedback = None
    for attempt in (1, 2):
        draft = drafts[attempt - 1] if len(drafts) >= attempt else ""
        found = problems(draft, known)
        if not found:
            return {"shown": draft, "attempts": attempt, "feedback": feedback}
        feedback = "\n".join(found)
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
