"""Splits the answer into pieces and takes them off the front of the list one at a time, which
moves every remaining piece each time."""
# trips: scales-linearly only

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
# The separators are kept (one capturing group around the whole pattern): a citation, an end
# mark with its gap, or a line break.
PIECES = re.compile(rf"({CITATION}|[.!?](?:[ \t]|{CITATION})+(?![ \t0-9])(?!{CITATION})|\n)")
CITE = re.compile(CITATION)
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    # re.split with one group alternates text and separators: text, separator, text, ...
    pieces = PIECES.split(answer)
    found: list[int] = []
    position = 0
    text = ""
    fact = cited = False
    separator = False
    while pieces:
        piece = pieces.pop(0)
        is_separator, separator = separator, not separator
        if not is_separator:
            text += piece
            fact = fact or DIGIT.search(piece) is not None
            continue
        if CITE.fullmatch(piece):
            text += piece
            cited = True
            continue
        if piece != "\n":
            text += piece
            cited = cited or CITE.search(piece) is not None
        if text.strip():
            if fact and not cited:
                found.append(position)
            position += 1
        text, fact, cited = "", False, False
    if text.strip() and fact and not cited:
        found.append(position)
    return found
