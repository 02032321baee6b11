"""Amira -- verify, retry once, refuse."""

import re

CITE = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]")
REFUSAL = "I don't know from the provided documents."


def what_is_wrong(draft, known):
    ids = []
    for m in CITE.finditer(draft):
        if m.group(2) is not None and int(m.group(2)) == 0:
            continue  # page 0 doesn't count
        ids.append(m.group(1))
    if not ids:
        return ["No citation: cite at least one retrieved source."]
    out = []
    done = set()
    for i in ids:
        if i not in known and i not in done:
            done.add(i)
            out.append("Unknown source: " + i)
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
