"""Elena: sentences first, then one check per sentence."""
import re

CITE = r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
BREAKS = re.compile(
    "(" + CITE + ")"
    + r"|([.!?](?:[ \t]|" + CITE + r")+(?![ \t0-9])(?!" + CITE + "))"
    + r"|(\n)"
)


def has_number(text):
    # any digit counts as a fact
    return any(ch.isdigit() for ch in text)


def solve(answer):
    sentences = []
    start = 0
    for m in BREAKS.finditer(answer):
        if m.group(1):
            continue
        if m.group(3):
            sentences.append(answer[start:m.start()])
        else:
            sentences.append(answer[start:m.end()])
        start = m.end()
    sentences.append(answer[start:])

    flagged = []
    position = 0
    for s in sentences:
        if not s.strip():
            continue
        cited = re.search(CITE, s) is not None
        if has_number(re.sub(CITE, "", s)) and not cited:
            flagged.append(position)
        position += 1
    return flagged
