"""Builds a folder 1,500 deep in its working folder, deeper than Python's recursion limit, for
the grader to clean up after it. Answers correctly, so only the clean-up matters: grading must
end with the report, and the folder must be gone."""

import contextlib
import os


def build() -> None:
    with contextlib.suppress(OSError):
        for _ in range(1500):
            os.mkdir("d")
            os.chdir("d")


build()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
