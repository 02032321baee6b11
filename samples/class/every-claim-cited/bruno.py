import re

CITATION = re.compile(
    r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]"
)
# end of a sentence: . ! or ? then spaces/tabs (citations in between go with the sentence)
END = re.compile(
    r"[.!?](?:[ \t]|" + CITATION.pattern + r")+(?![ \t])(?!" + CITATION.pattern + r")"
)


def split_sentences(answer):
    out = []
    for line in answer.split("\n"):
        start = 0
        pos = 0
        while True:
            cite = CITATION.search(line, pos)
            end = END.search(line, pos)
            if end is None:
                break
            if cite is not None and cite.start() < end.start():
                pos = cite.end()  # skip over the citation
                continue
            out.append(line[start:end.end()])
            start = pos = end.end()
        out.append(line[start:])
    return [s for s in out if s.strip()]


def solve(answer):
    result = []
    for i, sentence in enumerate(split_sentences(answer)):
        plain = CITATION.sub("", sentence)
        if re.search("[0-9]", plain) and not CITATION.search(sentence):
            result.append(i)
    return result
