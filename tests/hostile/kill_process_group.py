"""Sends SIGTERM, then SIGKILL, to its whole process group on every call."""

import os
import signal


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    os.killpg(0, signal.SIGTERM)
    os.killpg(0, signal.SIGKILL)
    return []
