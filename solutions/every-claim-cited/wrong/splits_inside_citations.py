"""Splits each line with a look-behind for the end mark, which also fires inside a citation."""
# trips: citation-read-whole

import re

CITATION = (
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
CITE = re.compile(CITATION)
GAP = re.compile(rf"(?<=[.!?])((?:[ \t]|{CITATION})+)(?![ \t0-9])(?!{CITATION})")
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    result = []
    position = 0
    for line in answer.split("\n"):
        parts = GAP.split(line)  # sentence, gap, sentence, gap, ..., sentence
        for k in range(0, len(parts), 2):
            sentence = parts[k] + (parts[k + 1] if k + 1 < len(parts) else "")
            if not sentence.strip():
                continue
            if DIGIT.search(CITE.sub("", sentence)) and not CITE.search(sentence):
                result.append(position)
            position += 1
    return result
