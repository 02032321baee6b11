import re


def solve(answer, handed_out):
    cited = []
    fabricated = []
    for inside in re.findall(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]", answer):
        for part in inside.split(","):
            n = int(part.strip())
            if n >= 1 and n <= len(handed_out):
                block = handed_out[n - 1]
                if block not in cited:
                    cited.append(block)
            else:
                if n not in fabricated:
                    fabricated.append(n)
    return (cited, fabricated)
