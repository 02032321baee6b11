"""A `grade` run killed in the middle loses nothing, and a second run finishes the class with
each remaining submission graded once; two runs at once leave one sound gradebook."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import time
from pathlib import Path

from class_support import EXPECTED, cli, copy_class, environment, grade_command, rows

# Quick learners: a few correct ones and ungradable ones that cost next to nothing.
LEARNERS = ["aisha", "beatriz", "bruno", "cyril", "dmitri", "emeka"]


def _count(gradebook: Path) -> int:
    try:
        with sqlite3.connect(gradebook, timeout=5) as db:
            return int(db.execute("SELECT count(*) FROM grades").fetchone()[0])
    except sqlite3.OperationalError:  # not created yet
        return 0


def test_a_killed_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", LEARNERS)
    gradebook = tmp_path / "book.sqlite"
    run = subprocess.Popen(
        grade_command(folder, gradebook, "--jobs", "1"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=environment(),
    )
    deadline = time.monotonic() + 120
    while _count(gradebook) < 2 and run.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    run.send_signal(signal.SIGKILL)
    run.wait()
    kept = {learner: row["graded_at"] for learner, row in rows(gradebook).items()}
    assert 2 <= len(kept) < len(LEARNERS)

    done = cli("grade", folder, "--exercise", "check-cited-sources", "--gradebook", gradebook)
    assert done.returncode == 0, done.stderr
    left = len(LEARNERS) - len(kept)
    assert f"Graded {left} submissions" in done.stdout
    assert f"{len(kept)} were already graded" in done.stdout
    after = rows(gradebook)
    assert {learner: row["status"] for learner, row in after.items()} == {
        learner: EXPECTED[learner] for learner in LEARNERS
    }
    assert {learner: after[learner]["graded_at"] for learner in kept} == kept
    with sqlite3.connect(gradebook) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_two_runs_at_once_share_one_gradebook(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", LEARNERS)
    gradebook = tmp_path / "book.sqlite"
    runs = [
        subprocess.Popen(
            grade_command(folder, gradebook, "--jobs", "1"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment(),
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=300) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], [err for _, err in outputs]
    with sqlite3.connect(gradebook) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    found = rows(gradebook)
    assert {learner: row["status"] for learner, row in found.items()} == {
        learner: EXPECTED[learner] for learner in LEARNERS
    }
