"""Ines -- keep asking the model until a draft verifies."""

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")


def problems(draft, retrieved):
    found = []
    cited = False
    for m in MARKER.finditer(draft):
        if m[1] is not None and (m[2] is None or int(m[2]) > 0):
            cited = True
            if m[1] not in retrieved:
                found.append("Unknown source: " + m[1])
        else:
            found.append("Malformed citation: " + m[0])
    found = list(dict.fromkeys(found))
    if not cited:
        return ["No citation: cite at least one retrieved source."] + found
    return found


def solve(drafts, retrieved_ids):
    retrieved = set(retrieved_ids)
    feedback = None
    # give the model every chance it has
    for n, draft in enumerate(drafts):
        p = problems(draft, retrieved)
        if not p:
            return {"shown": draft, "attempts": max(n + 1, 1), "feedback": feedback}
        if feedback is None:
            feedback = "\n".join(p)
    if feedback is None:
        feedback = "No citation: cite at least one retrieved source."
    return {"shown": "I don't know from the provided documents.", "attempts": 2, "feedback": feedback}
