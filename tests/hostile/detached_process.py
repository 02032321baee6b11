"""Starts a process meant to outlive grading: double fork, setsid, and exec of an endless
shell carrying a marker in its command line (a program any user may run: the interpreter may
lie where the learner user cannot look). Answers correctly, so only the survivor matters: the
test looks for the marker after grading."""

import os

MARKER = "@MARKER@"


def detach() -> None:
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execv("/bin/sh", ["/bin/sh", "-c", "while :; do sleep 1; done", MARKER])
        os._exit(0)
    os.wait()


detach()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    detach()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
