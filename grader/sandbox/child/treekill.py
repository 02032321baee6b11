"""Killing a process and every process below it: the grader's way to end a child, and the
keeper's when the grader died."""

from __future__ import annotations

import contextlib
import functools
import os
import signal
import threading
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
    """The live (not zombie) processes below `root`; empty without /proc. Found through the
    kernel's list of each thread's children where it keeps one (a few reads for a child's
    tree), else by reading every process on the machine."""
    if not children_listed():
        return _scanned_below(root)
    tree = process_tree(root) or [root]
    return [pid for pid in tree[1:] if _state(pid) not in (None, b"Z")]


def process_tree(root: int) -> list[int] | None:
    """`root` and the processes below it, zombies too, each parent before its children; None
    when `root` is gone. Every thread's list is read, as any thread may have started a
    process; an orphan is listed under the subreaper that adopted it (the keeper, or
    bubblewrap's first process), which is in the tree."""
    try:
        tasks = os.listdir(f"/proc/{root}/task")
    except OSError:
        return None
    tree, pending = [root], [(root, tasks)]
    while pending:
        pid, tasks = pending.pop()
        for task in tasks:
            try:
                with open(f"/proc/{pid}/task/{task}/children", "rb") as file:
                    children = [int(child) for child in file.read().split()]
            except (OSError, ValueError):
                continue  # the thread ended while we looked
            for child in children:
                with contextlib.suppress(OSError):
                    pending.append((child, os.listdir(f"/proc/{child}/task")))
                    tree.append(child)
    return tree


@functools.cache
def children_listed() -> bool:
    """Whether the kernel lists each thread's children (Linux built with CONFIG_PROC_CHILDREN,
    as common distributions are)."""
    return os.path.exists(f"/proc/self/task/{threading.get_native_id()}/children")


def _state(pid: int) -> bytes | None:
    """The process's state letter (Z: a zombie), or None when it has gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def _scanned_below(root: int) -> list[int]:
    """The live processes below `root`, found by reading every process on the machine."""
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
