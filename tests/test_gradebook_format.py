"""The gradebook's format: a gradebook written by an earlier kit reads and exports as it did,
and a row whose report cannot be read fails closed, alone.

`gradebooks/format-3.sqlite` was written by the kit of gradebook format 3 grading part of the
sample class (every status, a notebook with hint stages opened, a folder whose lesson was not
known); `format-3.csv` and `format-3.json` are what that kit exported from it.
"""

from __future__ import annotations

import json
import multiprocessing
import shutil
import sqlite3
from dataclasses import MISSING, fields
from pathlib import Path
from typing import Any

import pytest
from conftest import run_cli

from grader.classroom.class_stats import class_stats
from grader.classroom.gradebook import COLUMNS, SCHEMA_VERSION, Gradebook, Row, Standing
from grader.lesson.lessons import find_lesson
from grader.report.results import Failure, Report
from grader.views import class_text
from grader.views.class_export import export_csv, export_json

# No learner code runs here: nothing the isolation layer could change.
# Still written against a curriculum lesson (its sample class, its files): to move to the
# fixture lessons, as the other grader tests have.
pytestmark = [pytest.mark.layer_independent, pytest.mark.leans_on_curriculum]

GRADEBOOKS = Path(__file__).resolve().parent / "gradebooks"
DEFAULTS = {
    item.name: item.default_factory() if item.default_factory is not MISSING else item.default
    for item in fields(Report)
    if item.default is not MISSING or item.default_factory is not MISSING
}


@pytest.fixture
def format_3(tmp_path: Path) -> Path:
    copy = tmp_path / "class.gradebook.sqlite"
    shutil.copyfile(GRADEBOOKS / "format-3.sqlite", copy)
    return copy


def _rows(gradebook: Path) -> list[Row]:
    book = Gradebook.existing(gradebook)
    try:
        return book.rows()
    finally:
        book.close()


def _exported(rows: list[Row], tmp_path: Path) -> tuple[str, list[dict[str, Any]]]:
    export_csv(rows, tmp_path / "grades.csv")
    export_json(rows, tmp_path / "grades.json")
    exported = json.loads((tmp_path / "grades.json").read_text("utf-8"))
    return (tmp_path / "grades.csv").read_text("utf-8"), exported


def test_a_gradebook_of_format_3_exports_as_it_did(format_3: Path, tmp_path: Path) -> None:
    with sqlite3.connect(format_3) as db:
        reasons = dict(db.execute("SELECT learner, reason FROM grades"))
    csv_text, exported = _exported(_rows(format_3), tmp_path)
    assert csv_text == (GRADEBOOKS / "format-3.csv").read_text("utf-8")
    before = json.loads((GRADEBOOKS / "format-3.json").read_text("utf-8"))
    assert [row["learner"] for row in exported] == [row["learner"] for row in before]
    for row, old in zip(exported, before):
        assert {key: row[key] for key in old} == old
        # Added: the reason, which format 3 kept but left out of its export, and the fields
        # of the report that format 3 did not know, at their defaults.
        assert row["reason"] == reasons[old["learner"]]
        added = row.keys() - old.keys() - {"reason"}
        assert {key: row[key] for key in added} == {key: DEFAULTS[key] for key in added}
    assert any(reason for reason in reasons.values())


def test_a_gradebook_of_format_3_is_migrated_in_place(format_3: Path) -> None:
    before = {row.learner: row for row in _rows(format_3)}
    with sqlite3.connect(format_3) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        columns = [column[1] for column in db.execute("PRAGMA table_info(grades)")]
        assert tuple(columns) == COLUMNS
        keys = db.execute("SELECT learner, exercise, content_hash FROM grades").fetchall()
    assert {row.learner: row for row in _rows(format_3)} == before  # opened again: as it was
    book = Gradebook(format_3)
    try:  # format 3 recorded no lesson version: a resumed run grades each row again, as one
        # graded under an earlier lesson; a row whose lesson was not told has none to change
        version = find_lesson("check-cited-sources").version
        found = {
            learner: book.standing(learner, exercise, content_hash, version if exercise else "")
            for learner, exercise, content_hash in keys
        }
    finally:
        book.close()
    assert found == {
        learner: Standing.GRADED if learner == "otto" else Standing.LESSON_CHANGED
        for learner, _, _ in keys
    }
    assert before["ada"].report.hints_opened == [1, 2]
    assert any(
        c.facts.failure is Failure.WRONG and c.facts.got for c in before["kwame"].report.checks
    )
    assert before["otto"].exercise == "" and before["otto"].why.startswith("The lesson")


@pytest.mark.parametrize(
    ("report", "says"),
    [
        ("{not json", "is not JSON"),
        ('{"exercise": "check-cited-sources"}', "has no 'title'"),
        (None, "should be an object"),
    ],
)
def test_a_row_whose_report_cannot_be_read_fails_closed_alone(
    format_3: Path, tmp_path: Path, report: str | None, says: str
) -> None:
    rows = _rows(format_3)  # migrated
    with sqlite3.connect(format_3) as db:
        text = report if report is not None else json.dumps([])
        db.execute("UPDATE grades SET report = ? WHERE learner = 'aisha'", (text,))
        (content_hash,) = db.execute(
            "SELECT content_hash FROM grades WHERE learner = 'aisha'"
        ).fetchone()
    found = {row.learner: row for row in _rows(format_3)}
    aisha = found["aisha"]
    assert (aisha.status, aisha.score, aisha.report.checks) == ("error", 0, [])
    assert says in aisha.why and "grade" in aisha.why
    assert aisha.max_score == 17 and aisha.source == "aisha.py"  # still the learner's row
    assert [row for row in found.values() if row.learner != "aisha"] == [
        row for row in rows if row.learner != "aisha"
    ]
    book = Gradebook(format_3)
    try:
        # so the next run grades it again
        assert book.standing("aisha", "check-cited-sources", content_hash, "") is Standing.NEW
    finally:
        book.close()
    csv_text, exported = _exported(list(found.values()), tmp_path)
    assert "\naisha,check-cited-sources,error,0,17," in csv_text
    assert len(exported) == len(rows)
    assert "aisha" in class_text.render(class_stats(list(found.values())))


_START: Any = None


def _ready(start: Any) -> None:
    global _START
    _START = start


def _open_and_close(path: str) -> str:
    _START.wait()  # every opener at once: the race is at the first statements
    try:
        Gradebook(Path(path)).close()
    except Exception as problem:  # the test reports what any opener met
        return f"{type(problem).__name__}: {problem}"
    return ""


def _open_at_once(path: Path, openers: int) -> list[str]:
    context = multiprocessing.get_context("fork")
    start = context.Barrier(openers)
    with context.Pool(openers, initializer=_ready, initargs=(start,)) as pool:
        return pool.map(_open_and_close, [str(path)] * openers, chunksize=1)


def test_runs_opening_one_new_gradebook_at_once_all_get_it(tmp_path: Path) -> None:
    # Turning a new file to WAL takes a lock SQLite's busy timeout does not wait for.
    for attempt in range(20):
        path = tmp_path / f"attempt-{attempt}" / "book.sqlite"
        assert _open_at_once(path, 6) == [""] * 6
        with sqlite3.connect(path) as db:
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_runs_opening_one_old_gradebook_at_once_migrate_it_once(format_3: Path) -> None:
    with sqlite3.connect(format_3) as db:
        (learners,) = db.execute("SELECT count(*) FROM grades").fetchone()
    assert _open_at_once(format_3, 4) == [""] * 4
    rows = _rows(format_3)
    assert len(rows) == learners
    assert all(row.report.exercise == row.exercise for row in rows)


@pytest.mark.layer_independent
def test_report_finds_the_gradebook_a_folder_down_or_says_how(
    format_3: Path, tmp_path: Path
) -> None:
    """From the folder above a class folder (the repository's root, after the README's main
    job), `report` finds the gradebook `grade` wrote beside the class; with none, it says
    how to name one."""
    root = tmp_path / "root"
    (root / "samples").mkdir(parents=True)
    shutil.copyfile(format_3, root / "samples" / "class.gradebook.sqlite")
    done = run_cli("report", cwd=root)
    assert done.returncode == 0, done.stderr
    assert "Gradebook: samples/class.gradebook.sqlite" in done.stderr
    assert "11 learners" in done.stdout

    empty = tmp_path / "empty"
    empty.mkdir()
    missing = run_cli("report", cwd=empty)
    assert missing.returncode == 2
    assert "No gradebook" in missing.stderr and "--gradebook PATH" in missing.stderr
