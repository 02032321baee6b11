"""CPU time used by a child's whole process tree, read by the grader from the kernel's own
accounting. Learner code can replace every clock inside its process, run its work in other
threads or forked processes, or lie in its replies; none of that changes what the kernel
counts for the tree, which is what the efficiency check compares."""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass

from grader.sandbox.child.treekill import children_listed, process_tree

TICK = 1 / os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 0.01
CPUCLOCK_SCHED = 2  # Linux: a process-wide CPU clock, every thread, in nanoseconds


@dataclass(frozen=True)
class _Stat:
    parent: int
    own_ticks: int  # user + system time of the process, every thread, ended ones too
    reaped_ticks: int  # the same for its children that it has waited for


def tree_cpu_seconds(root: int, *, start: bool) -> float | None:
    """CPU seconds used so far by `root` and every process below it (zombies included), plus
    what processes it has already waited for used; None where there is no /proc.

    Reaping moves a process's time into its parent's count, so a process that is reaped
    while the tree is read may be counted twice or not at all. The order of reading makes
    either error count against the learner: at the `start` of a measurement parents are read
    before their children (a child reaped meanwhile is lost, so the start is low), at its end
    children first (one reaped meanwhile counts twice, so the end is high)."""
    if children_listed():
        return _walked(root, start)
    return _scanned(root, start)


def _walked(root: int, start: bool) -> float | None:
    """The tree found from `root` down, through the kernel's list of each thread's children:
    a handful of reads, however many other processes the machine runs."""
    tree = process_tree(root)
    if tree is None:
        return None
    total = 0.0
    for pid in tree if start else reversed(tree):
        stat = _read_stat(pid)
        if stat is None:
            if pid == root:
                return None
            continue  # it ended and was reaped meanwhile: its parent counts its time now
        total += _process_seconds(pid, stat) + stat.reaped_ticks * TICK
    return total


def _scanned(root: int, start: bool) -> float | None:
    """The tree found by reading every process on the machine, for a kernel that keeps no
    lists of children."""
    try:
        entries = [int(entry) for entry in os.listdir("/proc") if entry.isdigit()]
    except FileNotFoundError:
        return None
    stats: dict[int, _Stat] = {}
    for pid in sorted(entries, reverse=not start):
        stat = _read_stat(pid)
        if stat is not None:
            stats[pid] = stat
    if root not in stats:
        return None
    below: dict[int, list[int]] = {}
    for pid, stat in stats.items():
        below.setdefault(stat.parent, []).append(pid)
    total, pending = 0.0, [root]
    while pending:
        pid = pending.pop()
        stat = stats[pid]
        total += _process_seconds(pid, stat) + stat.reaped_ticks * TICK
        pending.extend(below.get(pid, []))
    return total


def _read_stat(pid: int) -> _Stat | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            # The command name, in parentheses, may hold spaces and parentheses itself.
            fields = file.read().rsplit(b")", 1)[1].split()
        return _Stat(
            int(fields[1]), int(fields[11]) + int(fields[12]), int(fields[13]) + int(fields[14])
        )
    except (OSError, IndexError, ValueError):
        return None  # it ended while we looked


def _process_seconds(pid: int, stat: _Stat) -> float:
    """The process's own CPU time to the nanosecond where the kernel offers its clock (a live
    process on Linux), else in clock ticks (a zombie, another system)."""
    with contextlib.suppress(OSError, OverflowError, ValueError):
        return time.clock_gettime(((~pid) << 3) | CPUCLOCK_SCHED)
    return stat.own_ticks * TICK
