"""Sofia -- verify, retry once, refuse. Written with a small helper that returns the feedback
text, or None when the draft is fine."""

import re

SOURCE_MARKER = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*(?P<id>[A-Za-z0-9_.-]+)[ \t]*"
    r"(?:,[ \t]*page[ \t]*(?P<page>[0-9]+)[ \t]*)?\]"
    # anything else that starts like a citation is a broken one
    r"|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))"
    r"[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?"
)


def feedback(draft, retrieved):
    problems = {}
    cites_something = False
    for m in SOURCE_MARKER.finditer(draft):
        if m["id"] is None or (m["page"] is not None and m["page"].strip("0") == ""):
            problems["Malformed citation: " + m[0]] = True
            continue
        cites_something = True
        if m["id"] not in retrieved:
            problems[f"Unknown source: {m['id']}"] = True
    if not cites_something:
        return "\n".join(["No citation: cite at least one retrieved source.", *problems])
    if problems:
        return "\n".join(problems)
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
