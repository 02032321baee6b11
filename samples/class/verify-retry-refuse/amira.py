"""Amira -- verify, retry once, refuse."""

import re

CITE = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")
REFUSAL = "I don't know from the provided documents."


def what_is_wrong(draft, known):
    out = []
    done = set()
    cited = False
    for m in CITE.finditer(draft):
        if m.group(1) is None or (m.group(2) is not None and int(m.group(2)) == 0):
            line = "Malformed citation: " + m.group(0)  # looks like a citation but isn't one
        else:
            cited = True
            if m.group(1) in known:
                continue
            line = "Unknown source: " + m.group(1)
        if line not in done:
            done.add(line)
            out.append(line)
    if not cited:
        return ["No citation: cite at least one retrieved source."] + out
    return out


def solve(drafts, retrieved_ids):
    known = set(retrieved_ids)
    first = drafts[0] if len(drafts) > 0 else ""
    wrong = what_is_wrong(first, known)
    if wrong == []:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(wrong)
    second = drafts[1] if len(drafts) > 1 else ""
    if what_is_wrong(second, known) == []:
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {"shown": REFUSAL, "attempts": 2, "feedback": feedback}
