import re

PATTERN = re.compile(r"\[[ \t]*([0-9]+(?:[ \t]*,[ \t]*[0-9]+)*)[ \t]*\]")


def solve(answer, handed_out)
    cited = {}
    fabricated = {}
    for match in PATTERN.finditer(answer):
        for digits in re.findall(r"[0-9]+", match.group(1)):
            n = int(digits)
            if 1 <= n <= len(handed_out):
                cited.setdefault(handed_out[n - 1])
            else:
                fabricated.setdefault(n)
    return list(cited), list(fabricated)
