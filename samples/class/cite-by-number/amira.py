"""Cite by number -- Amira.

One regex for a whole citation, then sort every number into "real" or "made up".
"""
import re

BLANK = r"[ \t]*"
NUM = r"[0-9]+"
CITATION = re.compile(r"\[" + BLANK + NUM + r"(?:" + BLANK + "," + BLANK + NUM + r")*" + BLANK + r"\]")


def solve(answer, handed_out):
    ids = {}       # dict = ordered set
    made_up = {}
    for m in CITATION.finditer(answer):
        for digits in re.findall(NUM, m.group()):
            n = int(digits)
            if 1 <= n <= len(handed_out):
                ids[handed_out[n - 1]] = True
            else:
                made_up[n] = True
    return list(ids), list(made_up)
