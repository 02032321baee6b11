"""Prints about 200 MB on every call, then answers correctly: the report must keep only a
little of it, and the grader must survive."""

import os
import sys

LINE = "flood " * 20_000 + "\n"


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    for _ in range(800):
        sys.stdout.write(LINE)
        os.write(2, LINE.encode())
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
