import re

CITATION = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer, handed_out):
    cited = []
    seen = set()
    fabricated = []
    for m in CITATION.finditer(answer):
        for d in re.findall("[0-9]+", m.group(1)):
            n = int(d)
            if 1 <= n <= len(handed_out):
                if handed_out[n - 1] not in seen:
                    seen.add(handed_out[n - 1])
                    cited.append(handed_out[n - 1])
            else:
                fabricated.append(n)  # every made-up number, so the reviewer sees how often
    return cited, fabricated
