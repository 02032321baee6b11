import re

# [3]  [1, 4]  [ 2 ]
CITE = re.compile(r"\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]")


def solve(answer, handed_out):
    cited = {}
    fabricated = {}
    for group in CITE.findall(answer):
        for num in re.findall(r"\d+", group):
            n = int(num)
            if 1 <= n <= len(handed_out):
                cited[handed_out[n - 1]] = None
            else:
                fabricated[n] = None
    return list(cited), list(fabricated)
