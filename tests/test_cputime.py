"""The CPU time of a child's process tree, read from the kernel: the tree walked down from the
child through the kernel's lists of children counts what a scan of every process counts."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest

from grader.sandbox import cputime
from grader.sandbox.child.treekill import children_listed, process_tree

# Three busy processes below the first: one started from a second thread, one below another.
BUSY = """
import os, threading, time
def spin(below=False):
    if os.fork() == 0:
        if below:
            spin()
        end = time.process_time() + 0.3
        while time.process_time() < end:
            pass
        time.sleep(30)
thread = threading.Thread(target=spin)
thread.start()
thread.join()
spin(below=True)
time.sleep(30)
"""


@pytest.mark.skipif(not children_listed(), reason="the kernel lists no children")
def test_the_walked_tree_counts_what_a_scan_of_every_process_counts() -> None:
    process = subprocess.Popen([sys.executable, "-c", BUSY])
    try:
        deadline = time.monotonic() + 10
        while len(process_tree(process.pid) or []) < 4 and time.monotonic() < deadline:
            time.sleep(0.05)
        tree = process_tree(process.pid)
        assert tree is not None and len(tree) == 4
        # Each spins 0.3 s of CPU, however long a loaded machine makes that take.
        walked = cputime._walked(process.pid, start=False)
        while walked is not None and walked < 0.9 - 0.05 and time.monotonic() < deadline + 20:
            time.sleep(0.1)
            walked = cputime._walked(process.pid, start=False)
        assert walked is not None and walked >= 0.9 - 0.05  # the three spins
        time.sleep(0.2)  # all are asleep now: both readings see the same tree at rest
        walked = cputime._walked(process.pid, start=False)
        scanned = cputime._scanned(process.pid, start=True)
        assert walked is not None and scanned is not None
        assert abs(walked - scanned) < 0.05
    finally:
        for pid in reversed(tree or []):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        process.wait()
    assert process_tree(process.pid) is None
    assert cputime.tree_cpu_seconds(process.pid, start=True) is None
