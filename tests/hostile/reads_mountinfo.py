"""Looks for host paths in the mount tables that /proc shows, its own and every visible
process's: the folders of the kit and of the grader (its environment inside).
Prints and answers each line that names one; in the sandbox there must be none."""

import contextlib
import os

HOST_PATHS = ("@KIT@", "@GRADER@")
TABLES = ("mountinfo", "mounts", "mountstats")


def findings() -> list[str]:
    processes = ["self", "thread-self", *(e for e in os.listdir("/proc") if e.isdigit())]
    paths = ["/proc/mounts", *(f"/proc/{p}/{t}" for p in processes for t in TABLES)]
    found = set()
    for path in paths:
        with contextlib.suppress(OSError), open(path) as table:
            for line in table:
                if any(host in line for host in HOST_PATHS):
                    found.add("leak: " + " ".join(line.split()))
    return sorted(found)


print(*findings(), sep="\n")


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    print(*findings(), sep="\n")
    return findings()
