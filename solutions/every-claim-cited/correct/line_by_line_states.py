"""Takes the answer line by line and runs a small state machine over each line's tokens."""
# trips: nothing

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
# Every token of a line: a citation, a run of blanks, an end mark, a digit, anything else.
TOKENS = re.compile(rf"(?P<cite>{CITATION})|(?P<blank>[ \t]+)|(?P<end>[.!?])|(?P<digit>[0-9])|.")


class Sentence:
    def __init__(self) -> None:
        self.text = False  # holds something other than whitespace
        self.fact = False
        self.cited = False


def sentences_of(line: str) -> list[Sentence]:
    done = []
    current = Sentence()
    after_end = False  # only gap tokens seen since the last end mark
    gap_seen = False  # and at least one of them
    for token in TOKENS.finditer(line):
        kind = token.lastgroup
        if after_end and gap_seen and kind not in ("cite", "blank", "digit"):
            done.append(current)
            current = Sentence()
            after_end = gap_seen = False
        if kind == "cite":
            current.cited = current.text = True
            gap_seen = gap_seen or after_end
        elif kind == "blank":
            gap_seen = gap_seen or after_end
        elif kind == "end":
            current.text = True
            after_end, gap_seen = True, False
        else:
            after_end = gap_seen = False
            if not token.group().isspace():
                current.text = True
            if kind == "digit":
                current.fact = True
    done.append(current)
    return done


def solve(answer: str) -> list[int]:
    positions = []
    index = 0
    for line in answer.split("\n"):
        for sentence in sentences_of(line):
            if not sentence.text:
                continue
            if sentence.fact and not sentence.cited:
                positions.append(index)
            index += 1
    return positions
