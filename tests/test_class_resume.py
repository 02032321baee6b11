"""A `grade` run killed in the middle loses nothing, and a second run finishes the class with
each remaining submission graded once; two runs at once leave one sound gradebook. A resumed
run grades again what was graded under another version of its lesson."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

from class_support import (
    EXPECTED,
    FIXTURE_KIT,
    SLUG,
    cli,
    copy_class,
    environment,
    grade_command,
    rows,
)

from grader.classroom.gradebook import Gradebook
from grader.classroom.task import Graded, Task
from grader.lesson.lessons import find_lesson
from grader.report.results import Report, Status

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

    done = cli("grade", folder, "--exercise", SLUG, "--gradebook", gradebook)
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


def _grade(folder: Path, gradebook: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        grade_command(folder, gradebook, "--jobs", "1"),
        capture_output=True,
        text=True,
        env={**environment(), **env},
        timeout=300,
    )


def _set_lesson_version(gradebook: Path, learner: str, version: str) -> None:
    """The learner's row as if graded under another version of its lesson."""
    with sqlite3.connect(gradebook) as db:
        (text,) = db.execute("SELECT report FROM grades WHERE learner = ?", (learner,)).fetchone()
        report = {**json.loads(text), "lesson_version": version}
        db.execute("UPDATE grades SET report = ? WHERE learner = ?", (json.dumps(report), learner))


def test_a_row_graded_under_another_lesson_version_is_graded_again(tmp_path: Path) -> None:
    folder = copy_class(tmp_path / "class", ["aisha", "beatriz", "cyril"])
    gradebook = tmp_path / "book.sqlite"
    assert _grade(folder, gradebook).returncode == 0
    version = find_lesson(SLUG, FIXTURE_KIT).version
    assert {row["lesson_version"] for row in rows(gradebook).values()} == {version}
    _set_lesson_version(gradebook, "beatriz", "0123456789ab")
    before = rows(gradebook)

    again = _grade(folder, gradebook)
    assert again.returncode == 0, again.stderr
    first, *_ = again.stdout.splitlines()
    assert first == (
        "citekit: 1 submissions were graded under another version of the lesson "
        f"{SLUG} than the one it has now ({version}); they are graded again."
    )
    assert "Graded 1 submissions (1 again, as their lesson changed)" in again.stdout
    assert "2 were already graded for the same content" in again.stdout
    after = rows(gradebook)
    assert after["beatriz"]["lesson_version"] == version  # the new report replaced the old
    assert {learner: after[learner] for learner in ("aisha", "cyril")} == {
        learner: before[learner] for learner in ("aisha", "cyril")
    }

    last = _grade(folder, gradebook)
    assert last.returncode == 0, last.stderr
    assert "citekit: nothing new to grade: 3 submissions already graded" in last.stdout
    assert "another version" not in last.stdout


def test_a_fixed_lesson_grades_its_class_again(tmp_path: Path, fixture_kit_copy: Path) -> None:
    kit_copy = fixture_kit_copy
    folder = copy_class(tmp_path / "class", ["aisha", "beatriz"])
    gradebook = tmp_path / "book.sqlite"
    home = str(kit_copy)
    assert _grade(folder, gradebook, CITEKIT_HOME=home).returncode == 0
    graded = find_lesson(SLUG, kit_copy).version
    assert {row["lesson_version"] for row in rows(gradebook).values()} == {graded}

    # The instructor fixes the reference: every verdict reached with it may change.
    reference = kit_copy / "solutions" / SLUG / "reference.py"
    reference.write_text(reference.read_text("utf-8") + "\n# fixed\n", "utf-8")
    fixed = find_lesson(SLUG, kit_copy).version
    assert fixed != graded
    again = _grade(folder, gradebook, CITEKIT_HOME=home)
    assert again.returncode == 0, again.stderr
    assert f"citekit: 2 submissions were graded under another version of the lesson {SLUG}" in (
        again.stdout
    )
    assert "Graded 2 submissions (2 again, as their lesson changed)" in again.stdout
    after = rows(gradebook)
    assert {row["lesson_version"] for row in after.values()} == {fixed}
    assert {learner: row["status"] for learner, row in after.items()} == {
        "aisha": "pass",
        "beatriz": "error",
    }


def test_rows_of_a_lesson_the_kit_no_longer_has_stand_and_are_named(tmp_path: Path) -> None:
    gradebook = tmp_path / "book.sqlite"
    retired = Report("retired-lesson", "Retired", Status.PASS, "", max_score=3, lesson_version="v1")
    book = Gradebook(gradebook)
    try:
        book.record(Graded(Task("aisha", None, "aisha.py", "hash"), retired, "2026-01-05"))
        kept = book.rows()
    finally:
        book.close()
    folder = copy_class(tmp_path / "class", ["aisha", "beatriz"])

    done = _grade(folder, gradebook)
    assert done.returncode == 0, done.stderr
    assert (
        "The gradebook keeps 1 rows of lessons this kit no longer has: retired-lesson (1). "
        "They stand as they were graded"
    ) in done.stdout
    book = Gradebook(gradebook)
    try:
        found = book.rows()
    finally:
        book.close()
    assert [row for row in found if row.exercise == "retired-lesson"] == kept
    assert {(row.learner, row.exercise) for row in found} == {
        ("aisha", "retired-lesson"),
        ("aisha", SLUG),
        ("beatriz", SLUG),
    }


def test_the_run_says_what_it_grades_again_before_it_grades(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "slow.py").write_text(
        "import time\ntime.sleep(3)\n\ndef solve(citations, retrieved_ids):\n    return []\n",
        "utf-8",
    )
    gradebook = tmp_path / "book.sqlite"
    _grade(folder, gradebook)
    _set_lesson_version(gradebook, "slow", "0123456789ab")
    run = subprocess.Popen(
        grade_command(folder, gradebook, "--jobs", "1"),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environment(),
    )
    try:
        assert run.stdout is not None
        first = run.stdout.readline()
        assert first.startswith("citekit: 1 submissions were graded under another version")
        assert run.poll() is None  # read while the submission is still being graded
    finally:
        run.kill()
        run.communicate()
