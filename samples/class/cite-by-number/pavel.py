"""Pavel: every [...] whose parts all parse as int is a citation."""
import re


def solve(answer, handed_out):
    cited, fabricated = {}, {}
    for inside in re.findall(r"\[([^\[\]]*)\]", answer):
        try:
            numbers = [int(p) for p in inside.split(",")]
        except ValueError:
            continue  # words, links, ... -> not a citation
        for n in numbers:
            try:
                cited.setdefault(handed_out[n - 1])
            except IndexError:
                fabricated.setdefault(n)
    return list(cited), list(fabricated)
