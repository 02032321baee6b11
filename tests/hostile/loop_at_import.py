"""Loops forever while the file is imported, deaf to SIGALRM, SIGINT and SIGTERM and
swallowing every exception. Must end in an error, within the time limit."""

import signal

for deaf in (signal.SIGALRM, signal.SIGINT, signal.SIGTERM):
    signal.signal(deaf, signal.SIG_IGN)
while True:
    try:
        while True:
            pass
    except BaseException:  # swallowing every exception is the attack
        continue


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    return []
