"""Starts a process meant to outlive grading: double fork, setsid, and exec of an endless
sleeper carrying a marker in its command line. Answers correctly, so only the survivor
matters: the test looks for the marker after grading."""

import os
import sys

MARKER = "@MARKER@"


def detach() -> None:
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            sleeper = "import time\nwhile True:\n    time.sleep(0.05)"
            os.execv(sys.executable, [sys.executable, "-S", "-c", sleeper, MARKER])
        os._exit(0)
    os.wait()


detach()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    detach()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
