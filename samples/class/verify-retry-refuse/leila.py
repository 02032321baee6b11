"""Leila: verify, retry once, refuse."""

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]")
REFUSAL = "I don't know from the provided documents."


def feedback_for(draft, known):
    ids = [m[1] for m in MARKER.finditer(draft) if m[2] is None or int(m[2]) > 0]
    if not ids:
        return "No citation: cite at least one retrieved source."
    unknown = [i for i in dict.fromkeys(ids) if i not in known]
    return "\n".join("Unknown source: " + i for i in unknown)


def solve(drafts, retrieved_ids):
    known = set(retrieved_ids)
    drafts = list(drafts[:2]) + [""] * (2 - len(drafts[:2])
    first = feedback_for(drafts[0], known)
    if not first:
        return {"shown": drafts[0], "attempts": 1, "feedback": None}
    if not feedback_for(drafts[1], known):
        return {"shown": drafts[1], "attempts": 2, "feedback": first}
    return {"shown": REFUSAL, "attempts": 2, "feedback": first}
