"""Sleeps for an hour in every call. Must not pass, within the submission's time limit."""

import time


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    time.sleep(3600)
    return []
