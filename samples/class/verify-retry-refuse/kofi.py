# Kofi - verify retry refuse
import re

pattern = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*([A-Za-z0-9_.-]+)[ \t]*(?:,[ \t]*page[ \t]*([0-9]+)[ \t]*)?\]")


def check_draft(text, ids):
    found = []
    for m in pattern.finditer(text):
        page = m.group(2)
        if page is None or int(page) > 0:
            found.append(m.group(1))
    if len(found) == 0:
        return "No citation: cite at least one retrieved source."
    lines = []
    for f in found:
        line = "Unknown source: " + f
        if f not in ids and line not in lines:
            lines.append(line)
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
