"""Overwrites a file of the grader's user and the kit's lesson files (the checks and the
reference solution), and drops a new file into the kit. Answers correctly, so only the
writes matter: the test compares hashes before and after."""

import contextlib
import glob

PRIVATE = "@CANARY@"
KIT = "@KIT@"


def vandalise() -> None:
    targets = [PRIVATE, *glob.glob(KIT + "/exercises/*/checks.py")]
    targets += glob.glob(KIT + "/solutions/*/reference.py")
    for path in targets:
        with contextlib.suppress(OSError), open(path, "w") as target:
            target.write("def solve(citations, retrieved_ids):\n    return 'pwned'\n")
    with contextlib.suppress(OSError), open(KIT + "/exercises/dropped.py", "w") as dropped:
        dropped.write("pwned")


vandalise()


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    vandalise()
    known = set(retrieved_ids)
    return [c for c in dict.fromkeys(citations) if c not in known]
