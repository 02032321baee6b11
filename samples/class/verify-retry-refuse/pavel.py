"""Pavel -- verify, retry once, then refuse."""

import re

MARKER = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")


def problems(draft, retrieved_ids):
    cited = False
    lines = []
    for match in MARKER.finditer(draft):
        if match.group(1) is None or (match.group(2) is not None and int(match.group(2)) == 0):
            line = "Malformed citation: " + match.group(0)
        else:
            cited = True
            if match.group(1) in retrieved_ids:
                continue
            line = "Unknown source: " + match.group(1)
        if line not in lines:
            lines.append(line)
    if not cited:
        return ["No citation: cite at least one retrieved source."] + lines
    return lines


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
