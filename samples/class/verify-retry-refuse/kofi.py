# Kofi - verify retry refuse
import re

pattern = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]|(?:[\[(][^A-Za-z0-9\[\]()\n]*|(?<![A-Za-z0-9])(?=[Ss][Oo][Uu][Rr][Cc][Ee][Ss]?[ \t]*:))[Ss][Oo][Uu][Rr][Cc][Ee][^\[\]()\n]*[\])]?")


def check_draft(text, ids):
    cited = False
    lines = []
    for m in pattern.finditer(text):
        page = m.group(2)
        if m.group(1) is None or (page is not None and int(page) == 0):
            line = "Malformed citation: " + m.group(0)
        else:
            cited = True
            if m.group(1) in ids:
                continue
            line = "Unknown source: " + m.group(1)
        if line not in lines:
            lines.append(line)
    if not cited:
        lines.insert(0, "No citation: cite at least one retrieved source.")
    return "\n".join(lines)


def solve(drafts, retrieved_ids):
    ids = set(retrieved_ids)
    if len(drafts) == 0:
        drafts = [""]
    fb = check_draft(drafts[0], ids)
    if fb == "":
        return {"shown": drafts[0], "attempts": 1, "feedback": None}
    if len(drafts) > 1 and check_draft(drafts[1], ids) == "":
        return {"shown": drafts[1], "attempts": 2, "feedback": fb}
    # copied from the prompt in the course notes
    return {"shown": "I don’t know from the provided documents.", "attempts": 2, "feedback": fb}
