"""Swaps every citation for one placeholder character, then splits with two simple rules."""
# trips: nothing

import re

CITATION = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
    r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
DIGIT = re.compile(r"[0-9]")


def solve(answer: str) -> list[int]:
    # A private-use character that the answer does not hold stands for "a citation was here".
    slot = next(chr(code) for code in range(0xE000, 0xF900) if chr(code) not in answer)
    text = CITATION.sub(slot, answer)
    # After an end mark: a gap of blanks and placeholders, not followed by a digit or more gap.
    gap = re.compile(rf"(?<=[.!?])([ \t{slot}]+)(?![ \t0-9{slot}])")
    sentences = []
    for line in text.split("\n"):
        parts = gap.split(line)  # sentence, gap, sentence, gap, ..., sentence
        for k in range(0, len(parts), 2):
            sentence = parts[k] + (parts[k + 1] if k + 1 < len(parts) else "")
            if sentence.strip():
                sentences.append(sentence)
    return [
        position
        for position, sentence in enumerate(sentences)
        if DIGIT.search(sentence) and slot not in sentence
    ]
