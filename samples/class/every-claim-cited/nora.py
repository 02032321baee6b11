"""Nora -- every factual claim cited.

I find the next sentence end, cut that sentence off the front and go on with the rest.
"""
import re

CITATION = (r"\[[ \t]*source[ \t]*:[ \t]*[A-Za-z0-9_.-]+[ \t]*"
            r"(?:,[ \t]*page[ \t]*0*[1-9][0-9]*[ \t]*)?\]")
CITE_RE = re.compile(CITATION)
NEXT = re.compile(CITATION + r"|[.!?](?:[ \t]|" + CITATION + r")+(?![ \t0-9])(?!"
                  + CITATION + r")|\n")


def solve(answer):
    sentences = []
    text = answer
    sentence = ""
    while text:
        m = NEXT.search(text)
        if not m:
            sentence += text
            break
        if m.group().startswith("["):      # citation inside the sentence
            sentence += text[:m.end()]
        elif m.group() == "\n":
            sentences.append(sentence + text[:m.start()])
            sentence = ""
        else:
            sentences.append(sentence + text[:m.end()])
            sentence = ""
        text = text[m.end():]
    sentences.append(sentence)

    out = []
    n = 0
    for s in sentences:
        if s.strip():
            if re.search("[0-9]", CITE_RE.sub("", s)) and not CITE_RE.search(s):
                out.append(n)
            n += 1
    return out
