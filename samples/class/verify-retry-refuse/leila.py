"""Leila: verify, retry once, refuse."""

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")
REFUSAL = "I don't know from the provided documents."


def feedback_for(draft, known):
    lines = {}
    cited = False
    for m in MARKER.finditer(draft):
        if m[1] is None or (m[2] is not None and int(m[2]) == 0):
            lines["Malformed citation: " + m[0]] = True
        else:
            cited = True
            if m[1] not in known:
                lines["Unknown source: " + m[1]] = True
    if not cited:
        return "\n".join(["No citation: cite at least one retrieved source.", *lines])
    return "\n".join(lines)


def solve(drafts, retrieved_ids):
    known = set(retrieved_ids)
    drafts = list(drafts[:2]) + [""] * (2 - len(drafts[:2])
    first = feedback_for(drafts[0], known)
    if not first:
        return {"shown": drafts[0], "attempts": 1, "feedback": None}
    if not feedback_for(drafts[1], known):
        return {"shown": drafts[1], "attempts": 2, "feedback": first}
    return {"shown": REFUSAL, "attempts": 2, "feedback": first}
