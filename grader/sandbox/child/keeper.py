"""The keeper: where no PID namespace holds the learner's processes together, the child's first
process stays behind to hold them, and a forked copy of it serves."""

from __future__ import annotations

import os
import signal

from .linux import PR_SET_CHILD_SUBREAPER, PR_SET_PDEATHSIG, prctl
from .treekill import kill_tree

# A keeper must outlive the learner's code whatever it sends; SIGKILL still works.
KEEPER_IGNORES = ("SIGINT", "SIGQUIT", "SIGTERM", "SIGUSR1", "SIGUSR2", "SIGALRM")


def keep(requests: int, replies: int) -> None:
    """Stay behind as the keeper of the learner's processes; return only in a forked copy.

    As a child subreaper (Linux), this process adopts every orphan below it, so a grandchild
    that detaches (double fork, setsid) stays in the tree the grader kills. It is also the
    parent that naive code signals (os.getppid()): it ignores the polite signals and, if
    killed, takes the serving process with it (PR_SET_PDEATHSIG); SIGHUP, which it gets when
    the grader dies, makes it kill everything below it. It exits once nothing is left below
    it, with the serving process's status (128 + N for signal N, as bubblewrap reports it)."""
    prctl(PR_SET_CHILD_SUBREAPER, 1)
    grader, keeper = os.getppid(), os.getpid()
    server = os.fork()
    if server == 0:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != keeper:  # the keeper died before the line above took effect
            os._exit(1)
        return
    os.close(requests)
    os.close(replies)
    for name in KEEPER_IGNORES:
        signal.signal(getattr(signal, name), signal.SIG_IGN)
    # If the grader dies, nobody else will end what runs below: do it, this process included.
    signal.signal(signal.SIGHUP, lambda number, frame: kill_tree(keeper))
    prctl(PR_SET_PDEATHSIG, signal.SIGHUP)
    if os.getppid() != grader:  # it died before the line above took effect
        kill_tree(keeper)
    status = 0
    while True:
        try:
            pid, wait_status = os.waitpid(-1, 0)
        except ChildProcessError:
            os._exit(status)
        if pid == server:
            code = os.waitstatus_to_exitcode(wait_status)
            status = code if code >= 0 else 128 - code
