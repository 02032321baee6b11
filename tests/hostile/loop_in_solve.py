"""Loops forever inside solve, deaf to SIGALRM, SIGINT and SIGTERM and swallowing every
exception. Must not pass, within the submission's time limit."""

import signal

for deaf in (signal.SIGALRM, signal.SIGINT, signal.SIGTERM):
    signal.signal(deaf, signal.SIG_IGN)


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    while True:
        try:
            while True:
                pass
        except BaseException:
            continue
