"""Nothing outlives grading: not the learner's processes when their keeper is killed or the
grader is stopped, not a `grade` run's own pool when the run is killed (SIGKILL) or stopped
(SIGTERM, handled as Ctrl-C is)."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from class_support import copy_class, environment, grade_command
from conftest import FIXTURE_SLUG as SLUG
from conftest import REPO, fixture_environment
from isolation_support import LAYER_FLAGS, available_layers, skip_without_bubblewrap
from test_isolation_layers import processes_with, wait_for

from grader.sandbox.isolation import BUBBLEWRAP, PROCESS

# Answers nothing: each call leaves a detached sleeper carrying a marker, then waits.
DETACHER = """\
import os, sys, time

MARKER = "{marker}"

def solve(citations, retrieved_ids):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            # A shell any user may run: the interpreter may lie where the learner cannot look.
            os.execv("/bin/sh", ["/bin/sh", "-c", "while :; do sleep 0.05; done", MARKER])
        os._exit(0)
    os.wait()
    time.sleep(60)
"""
QUICK = ("--call-seconds", "1", "--submission-seconds", "6")


def detacher(folder: Path, name: str = "detacher") -> tuple[Path, str]:
    marker = f"citekit-orphan-{uuid.uuid4().hex}"
    path = folder / f"{name}.py"
    path.write_text(DETACHER.format(marker=marker), "utf-8")
    return path, marker


def start_check(path: Path, layer: str) -> subprocess.Popen[str]:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    command = ["check", str(path), "--exercise", SLUG, *QUICK, LAYER_FLAGS[layer]]
    return subprocess.Popen(
        [sys.executable, "-m", "grader", *command],
        cwd=REPO,
        env=fixture_environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def parent_of(pid: int) -> int:
    with open(f"/proc/{pid}/stat", "rb") as stat:
        return int(stat.read().rsplit(b")", 1)[1].split()[1])


def keeper_above(pid: int) -> int:
    """The keeper of a learner's process: the nearest ancestor started as one."""
    while pid > 1:
        pid = parent_of(pid)
        if b'"keeper": true' in Path(f"/proc/{pid}/cmdline").read_bytes():
            return pid
    raise AssertionError("no keeper above the learner's process")


def test_a_killed_keeper_leaves_nothing_behind(tmp_path: Path) -> None:
    """With its keeper gone, a detached process of the learner's belongs to `check` (a child
    subreaper), which ends it before it exits; it must not be left to init."""
    path, marker = detacher(tmp_path)
    grader = start_check(path, PROCESS)
    try:
        assert wait_for(lambda: processes_with(marker), 30), "the sleeper never started"
        os.kill(keeper_above(processes_with(marker)[0]), signal.SIGKILL)
        grader.wait(timeout=60)
    finally:
        grader.kill()
    assert wait_for(lambda: not processes_with(marker), 5), "a process outlived the grading"


@pytest.mark.parametrize("layer", available_layers())
def test_sigterm_stops_check_as_ctrl_c_does(tmp_path: Path, layer: str) -> None:
    path, marker = detacher(tmp_path)
    grader = start_check(path, layer)
    try:
        assert wait_for(lambda: processes_with(marker), 30), "the sleeper never started"
        grader.send_signal(signal.SIGTERM)
        _, stderr = grader.communicate(timeout=20)
    finally:
        grader.kill()
    assert grader.returncode == 130 and "interrupted" in stderr, stderr
    assert wait_for(lambda: not processes_with(marker), 5), "a process outlived the grading"


def environ_with(marker: str) -> list[int]:
    """Processes, other than this one, whose environment carries `marker`."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            with contextlib.suppress(OSError):
                if marker.encode() in Path(f"/proc/{entry}/environ").read_bytes():
                    found.append(int(entry))
    return found


def graded_rows(gradebook: Path) -> int:
    try:
        with sqlite3.connect(gradebook, timeout=5) as db:
            return int(db.execute("SELECT count(*) FROM grades").fetchone()[0])
    except sqlite3.OperationalError:  # not created yet
        return 0


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_nothing_of_a_stopped_grade_run_survives(tmp_path: Path, stop: signal.Signals) -> None:
    """The workers, the forkserver and the resource tracker end with the run, and so does what
    the learners' code started; SIGTERM is Ctrl-C: the run says so and exits 130."""
    folder = copy_class(tmp_path / "class", ["aisha", "bruno", "emeka"])
    _, learner_marker = detacher(folder, "zed")
    run_marker = f"CITEKIT_TEST_RUN={uuid.uuid4().hex}"
    gradebook = tmp_path / "book.sqlite"
    run = subprocess.Popen(
        grade_command(folder, gradebook, "--jobs", "2", *QUICK, available_flag()),
        env={**environment(), "CITEKIT_TEST_RUN": run_marker.partition("=")[2]},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        started = wait_for(lambda: processes_with(learner_marker) and graded_rows(gradebook), 60)
        assert started, "the run never got going"
        run.send_signal(stop)
        _, stderr = run.communicate(timeout=20)
    finally:
        run.kill()
    if stop == signal.SIGTERM:
        assert run.returncode == 130 and "interrupted" in stderr, stderr
    assert wait_for(lambda: not environ_with(run_marker), 15), "the run's pool outlived it"
    assert wait_for(lambda: not processes_with(learner_marker), 5), "learner code outlived it"


def available_flag() -> str:
    return LAYER_FLAGS[available_layers()[0]]
