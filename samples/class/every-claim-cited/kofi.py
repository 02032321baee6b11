import re

CITE = re.compile(r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
                  r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]")


def solve(answer):
    # one sentence per line, then split each line after . ! ? + spaces (not before a digit)
    sentences = []
    for line in answer.split("\n"):
        for part in re.split(r"(?<=[.!?])[ \t]+(?![0-9])", line):
            if part.strip():
                sentences.append(part)
    missing = []
    for i, sentence in enumerate(sentences):
        cited = CITE.search(sentence)
        fact = re.search(r"[0-9]", CITE.sub("", sentence))
        if fact and not cited:
            missing.append(i)
    return missing
