"""Forks children that run forever (in its own process group, no setsid), on import and on
the first calls. Answers correctly; the test looks for the children's marker afterwards."""

import os
import sys

MARKER = "@MARKER@"
started = 0


def spawn() -> None:
    global started
    if started < 4 and os.fork() == 0:
        forever = "import time\nwhile True:\n    time.sleep(0.05)"
        os.execv(sys.executable, [sys.executable, "-S", "-c", forever, MARKER])
    started += 1


spawn()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    spawn()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
