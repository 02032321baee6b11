# Dmitri - every claim cited
import re

CITE = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]")
BREAK = re.compile(CITE.pattern + r"|[.!?](?:[ \t]|" + CITE.pattern + r")+(?![ \t0-9])(?!" + CITE.pattern + r")|\n")


def solve(answer):
    pieces, start = [], 0
    for m in BREAK.finditer(answer):
        if m.group().startswith("[")
            continue
        pieces.append(answer[start:m.start() if m.group() == "\n" else m.end()])
        start = m.end()
    pieces.append(answer[start:])
    pieces = [p for p in pieces if p.strip()]
    return [i for i, p in enumerate(pieces)
            if re.search("[0-9]", CITE.sub("", p)) and not CITE.search(p)]
