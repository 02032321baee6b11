"""The last line of defence in the weaker layer: nothing learner code started outlives the
grading, even when its keeper was killed.

A keeper (see `child.keeper`) holds the learner's processes together, but code running as the
same user can kill it; its orphans would then belong to init and run on. A process that does
nothing but grade (`citekit check`, a `grade` worker, the Gradescope run) becomes a child
subreaper itself, so those orphans come to it instead, and `sweep` ends every process below
it once a submission's children are closed, when nothing below it is legitimately running.
Bubblewrap needs none of this (its PID namespace ends with it); this is for the weaker layer.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import select
import sys
import threading
import time

from grader.sandbox.child.linux import PR_SET_CHILD_SUBREAPER, prctl
from grader.sandbox.child.treekill import kill_below

_dedicated = False


def dedicate(sweep_at_exit: bool) -> None:
    """Make this process the subreaper of everything below it (Linux); with `sweep_at_exit`,
    `sweep` as it exits. Only for a process that starts no children besides the sandboxes."""
    global _dedicated
    if sys.platform == "linux" and not _dedicated:
        prctl(PR_SET_CHILD_SUBREAPER, 1)
        _dedicated = True
        if sweep_at_exit:
            atexit.register(sweep)


def sweep() -> None:
    """In a dedicated process: kill every process below this one and reap those it adopted.
    Call it only when none of its own children should be running."""
    if not _dedicated:
        return
    for pid in kill_below(os.getpid()):
        with contextlib.suppress(ChildProcessError):  # not a child of this one
            os.waitpid(pid, 0)
    with contextlib.suppress(ChildProcessError):  # orphans adopted after they had ended
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


def end_with(pid: int) -> None:
    """Sweep and exit as soon as process `pid` is gone, even SIGKILLed (watched by a thread)."""
    threading.Thread(target=_watch, args=(pid,), daemon=True).start()


def _watch(pid: int) -> None:
    try:
        ended = os.pidfd_open(pid)  # Linux 5.3 or newer: readable once the process is gone
    except (AttributeError, OSError):
        while _alive(pid):
            time.sleep(0.5)
    else:
        select.select([ended], [], [])
    sweep()
    os._exit(1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True
