"""Sofia -- verify, retry once, refuse. Written with a small helper that returns the feedback
text, or None when the draft is fine."""

import re

SOURCE_MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*(?P<id>[A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*(?P<page>[0-9]+)[ \t]*)?\]"
)


def feedback(draft, retrieved):
    unknown = {}
    cites_something = False
    for m in SOURCE_MARKER.finditer(draft):
        if m["page"] is not None and m["page"].strip("0") == "":
            continue
        cites_something = True
        if m["id"] not in retrieved:
            unknown[m["id"]] = True
    if not cites_something:
        return "No citation: cite at least one retrieved source."
    if unknown:
        return "\n".join(f"Unknown source: {i}" for i in unknown)
    return None


def solve(drafts, retrieved_ids):
    retrieved = frozenset(retrieved_ids)
    padded = list(drafts[:2]) + ["", ""]
    fb = feedback(padded[0], retrieved)
    if fb is None:
        return {"shown": padded[0], "attempts": 1, "feedback": None}
    if feedback(padded[1], retrieved) is None:
        return {"shown": padded[1], "attempts": 2, "feedback": fb}
    return {"shown": "I don't know from the provided documents.", "attempts": 2, "feedback": fb}
