"""Every factual claim cited -- Amira.

My plan: one scanner regex, tried left to right. Citations are eaten whole so the
dot in an id like "late-fees." can never end a sentence. I keep two flags per sentence.
"""
import re

_BLANK = r"[ \t]*"
CITE = (
    r"\[" + _BLANK + r"source" + _BLANK + r":" + _BLANK + r"[A-Za-z0-9_.\-]+" + _BLANK
    + r"(?:," + _BLANK + r"page" + _BLANK + r"0*[1-9][0-9]*" + _BLANK + r")?\]"
)
# gap = blanks and citations after . ! ?  -- it must not be followed by a digit or more gap
STOP = r"[.!?](?P<gap>(?:[ \t]|" + CITE + r")+)(?![ \t0-9])(?!" + CITE + r")"

SCANNER = re.compile(
    "(?P<cite>" + CITE + ")|(?P<stop>" + STOP + r")|(?P<nl>\n)|(?P<num>[0-9])"
)


def solve(answer):
    bad = []
    idx = 0          # position of the sentence I'm in
    begin = 0
    has_num = has_cite = False

    def finish(end):
        nonlocal idx
        if answer[begin:end].strip() == "":
            return              # blank piece: not a sentence
        if has_num and not has_cite:
            bad.append(idx)
        idx += 1

    for m in SCANNER.finditer(answer):
        if m.group("cite"):
            has_cite = True
        elif m.group("num"):
            has_num = True
        elif m.group("stop"):
            if "[" in m.group("gap"):
                has_cite = True
            finish(m.end())
            begin, has_num, has_cite = m.end(), False, False
        else:  # newline
            finish(m.start())
            begin, has_num, has_cite = m.end(), False, False
    finish(len(answer))
    return bad
