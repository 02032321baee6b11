"""Pavel -- verify, retry once, then refuse."""

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]")


def problems(draft, retrieved_ids):
    cited = []
    for match in MARKER.finditer(draft):
        if match.group(2) is not None and int(match.group(2)) == 0:
            continue
        cited.append(match.group(1))
    if not cited:
        return ["No citation: cite at least one retrieved source."]
    unknown = []
    for c in cited:
        if c not in retrieved_ids and c not in unknown:
            unknown.append(c)
    return ["Unknown source: " + c for c in unknown]


def solve(drafts, retrieved_ids):
    first = drafts[0] if drafts else ""
    found = problems(first, retrieved_ids)
    if not found:
        return {"shown": first, "attempts": 1, "feedback": None}
    feedback = "\n".join(found)
    second = drafts[1] if len(drafts) > 1 else ""
    if not problems(second, retrieved_ids):
        return {"shown": second, "attempts": 2, "feedback": feedback}
    return {"shown": "I don't know from the provided documents.", "attempts": 2, "feedback": feedback}
