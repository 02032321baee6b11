"""Forks children that run forever (in its own process group, no setsid), on import and on
the first calls. Answers correctly; the test looks for the children's marker afterwards.
Each child is a shell, which any user may run (the interpreter may lie where the learner user
cannot look)."""

import os

MARKER = "@MARKER@"
started = 0


def spawn() -> None:
    global started
    if started < 4 and os.fork() == 0:
        os.execv("/bin/sh", ["/bin/sh", "-c", "while :; do sleep 1; done", MARKER])
    started += 1


spawn()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    spawn()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
