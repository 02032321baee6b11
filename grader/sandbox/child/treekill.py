"""Killing a process and every process below it: the grader's way to end a child, and the
keeper's when the grader died."""

from __future__ import annotations

import contextlib
import os
import signal
import time

KILL_SECONDS = 2.0  # how long a tree kill waits for processes sent SIGKILL to go


def kill_tree(root: int) -> None:
    """SIGKILL every process below `root`, then `root`'s process group. Without /proc (not
    Linux), only the process group is killed."""
    kill_below(root)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(root, signal.SIGKILL)  # root leads its own session and process group


def kill_below(root: int) -> list[int]:
    """SIGKILL every process below `root`; the pids signalled.

    Orphans stay below `root` (bubblewrap's PID 1 or the keeper adopts them), so a grandchild
    that detached with a double fork and setsid is found here too. Rounds repeat until none is
    left, which also catches children forked while a round ran: a killed process forks no
    more."""
    signalled: set[int] = set()
    give_up = time.monotonic() + KILL_SECONDS
    while (doomed := descendants(root)) and time.monotonic() < give_up:
        fresh = [pid for pid in doomed if pid not in signalled]
        for pid in fresh:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        signalled.update(fresh)
        if not fresh:
            time.sleep(0.001)  # the rest were signalled and are dying
    return sorted(signalled)


def descendants(root: int) -> list[int]:
    """The live (not zombie) processes below `root`, read from /proc; empty without /proc."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except FileNotFoundError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # it ended while we looked
        if fields[0] != b"Z":
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, pending = [], list(children.get(root, []))
    while pending:
        pid = pending.pop()
        found.append(pid)
        pending.extend(children.get(pid, []))
    return found
