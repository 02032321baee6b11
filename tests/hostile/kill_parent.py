"""Sends SIGTERM, then SIGKILL, to its parent process on every call. The grader must
survive and give a verdict."""

import os
import signal


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    os.kill(os.getppid(), signal.SIGTERM)
    os.kill(os.getppid(), signal.SIGKILL)
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
