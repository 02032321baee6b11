"""Reports the capabilities it holds (the Cap* lines of /proc/self/status) and whether it could
read /etc/shadow or the kit's reference solution, in what it prints and in its answer. Learner
code must hold no capability and read neither, in either layer, even where the grader is root."""

import contextlib

TARGETS = ("/etc/shadow", "@KIT@/solutions/unretrieved-ids/reference.py")


def findings() -> list[str]:
    found = []
    with contextlib.suppress(OSError), open("/proc/self/status") as status:
        found += [" ".join(line.split()) for line in status if line.startswith("Cap")]
    for path in TARGETS:
        with contextlib.suppress(OSError), open(path) as stolen:
            stolen.read(1)
            found.append(f"read {path}")
    return found


print(*findings(), sep="\n")


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    print(*findings(), sep="\n")
    return findings()
