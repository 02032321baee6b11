"""The parts of class grading that need no learner code run: finding submissions, unreadable
files, and the class statistics made from the checks' facts."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from class_support import FIXTURE_KIT, SAMPLE_CLASS, SLUG, cli

from grader.classroom.class_stats import SLOW, below, class_stats
from grader.classroom.folder import find_submissions
from grader.classroom.gradebook import SCHEMA_VERSION, Gradebook, Row, Standing
from grader.classroom.task import Settings, Task, grade_task
from grader.ground.errors import KitError
from grader.lesson.lessons import find_lesson
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.views.class_html import write_report
from grader.views.class_plot import failures_png, scores_figure, scores_png


# Tests marked layer_independent read folders, gradebooks and made-up rows, and run no
# learner code.
def _write(path: Path, text: str = "def solve(a, b):\n    return []\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.layer_independent
def test_one_submission_per_learner_and_the_two_files_rule(tmp_path: Path) -> None:
    _write(tmp_path / "ann.py")
    _write(tmp_path / "bo" / "draft.py")
    _write(tmp_path / "bo" / "work" / "final.ipynb", "{}")
    _write(tmp_path / "cy" / "attempt1.py")
    _write(tmp_path / "cy" / "attempt2.py")
    _write(tmp_path / "cy" / "data.csv", "a,b\n")
    _write(tmp_path / "roster.txt", "ann, bo, cy\n")
    _write(tmp_path / ".hidden.py")
    _write(tmp_path / "__pycache__" / "ann.cpython-311.pyc")
    (tmp_path / "dee.py").symlink_to(tmp_path / "ann.py")
    found = find_submissions(tmp_path)
    chosen = {entry.learner: entry.chosen_label(tmp_path) for entry in found.entries}
    # A link is chosen, never followed, so that grading refuses it with a message.
    assert chosen == {
        "ann": "ann.py",
        "bo": "bo/work/final.ipynb",
        "cy": "cy/attempt2.py",
        "dee": "dee.py",
    }
    bo = next(entry for entry in found.entries if entry.learner == "bo")
    assert bo.notes(tmp_path) == [
        "bo/draft.py was not graded: bo/work/final.ipynb was chosen (a notebook wins over "
        "other files, then the last by name)."
    ]
    strays = sorted(str(path.relative_to(tmp_path)) for path in found.strays)
    assert strays == ["cy/data.csv", "roster.txt"]
    ann = found.entries[0]
    assert (
        ann.content_hash(tmp_path) == hashlib.sha256((tmp_path / "ann.py").read_bytes()).hexdigest()
    )


@pytest.mark.layer_independent
def test_a_folder_without_submissions_is_refused(tmp_path: Path) -> None:
    _write(tmp_path / "notes.txt", "nothing here\n")
    with pytest.raises(KitError, match="holds no submissions"):
        find_submissions(tmp_path)


@pytest.mark.layer_independent
def test_an_unreadable_file_gets_a_row_and_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path / "class" / "ann.py")
    real_open = Path.open

    def open_file(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", open_file)
    (entry,) = find_submissions(tmp_path / "class").entries
    digest = entry.content_hash(tmp_path / "class")
    assert digest == ""
    monkeypatch.setenv("CITEKIT_HOME", str(FIXTURE_KIT))
    graded = grade_task(Task("ann", path, "ann.py", digest, Settings(SLUG)))
    assert graded.report.status is Status.ERROR
    assert "could not be read (Permission denied)" in graded.report.message
    book = Gradebook(tmp_path / "book.sqlite")
    try:
        book.record(graded)
        assert [row.status for row in book.rows()] == ["error"]
        # so the next run tries it again
        assert book.standing("ann", SLUG, digest, "") is Standing.NEW
    finally:
        book.close()


def _row(learner: str, *checks: CheckResult, status: str = "fail", score: int = 0) -> Row:
    report = Report("lesson", "Lesson", Status(status), "", list(checks), 4, "bubblewrap")
    return Row(
        learner, "lesson", "hash", f"{learner}.py", status, score, 4, "bubblewrap", "", report
    )


def _result(check_id: str, facts: Facts, status: Status = Status.FAIL) -> CheckResult:
    passed = status is Status.PASS
    return CheckResult(check_id, check_id.title(), status, int(passed), 1, "why", facts=facts)


@pytest.mark.layer_independent
def test_wrong_answers_are_grouped_by_what_came_back_with_a_representative() -> None:
    wrong = Failure.WRONG
    rows = [
        _row("ann", _result("c", Facts(wrong, call="solve([1, 2, 3])", expected="[1]", got="[]"))),
        _row("bo", _result("c", Facts(wrong, call="solve([1])", expected="[1]", got="[]"))),
        _row(
            "cy",
            _result(
                "c",
                Facts(
                    Failure.RAISED,
                    call="solve([])",
                    raised="IndexError",
                    error="IndexError('list index out of range')",
                ),
                Status.ERROR,
            ),
        ),
        _row(
            "dee",
            _result(
                "c", Facts(Failure.TIMEOUT, call="solve([])", error="time limit"), Status.ERROR
            ),
        ),
        _row("eve", _result("c", Facts(Failure.NOT_RUN), Status.ERROR)),
        _row("fay", _result("c", Facts(), Status.PASS), status="pass", score=1),
        _row("gus", _result("c", Facts())),  # written before failures had facts
    ]
    (lesson,) = class_stats(rows)
    (check,) = lesson.checks
    assert (check.results, check.ran, check.failed) == (7, 6, 5)
    assert (check.timeouts, check.not_run, check.unrecorded) == (1, 1, 1)
    assert check.apart == ["1 timed out", "1 not run", "1 graded before answers were recorded"]
    assert [(w.came_back, w.learners) for w in check.wrong_answers] == [
        ("[]", ["ann", "bo"]),
        ("raised IndexError('list index out of range')", ["cy"]),
    ]
    shown = check.wrong_answers[0]
    assert (shown.example_learner, shown.input) == ("bo", "solve([1])")  # the shortest input
    assert check.failing_learners == ["ann", "bo", "cy", "dee", "gus"]


@pytest.mark.layer_independent
def test_a_property_is_shown_by_its_smallest_input_and_slowness_is_one_answer() -> None:
    rows = [
        _row(
            "ann",
            _result(
                "p", Facts(Failure.WRONG, call="solve([9])", smallest="solve([9])", got="[9, 9]")
            ),
        ),
        _row("bo", _result("s", Facts(Failure.SLOW, got="9.0 times the time"))),
        _row("cy", _result("s", Facts(Failure.SLOW, got="12.5 times the time"))),
    ]
    (lesson,) = class_stats(rows)
    prop, slow = lesson.checks
    assert prop.wrong_answers[0].input == "solve([9])"
    assert [(w.came_back, len(w.learners)) for w in slow.wrong_answers] == [(SLOW, 2)]


@pytest.mark.layer_independent
def test_learners_below_the_threshold_lowest_first() -> None:
    rows = [
        _row("ann", status="pass", score=4),
        _row("bo", status="fail", score=1),
        _row("cy", status="error"),
        _row("dee", status="fail", score=2),
    ]
    assert [row.learner for row in below(rows, 0.5)] == ["cy", "bo"]
    assert [row.learner for row in below(rows, 0.75)] == ["cy", "bo", "dee"]


@pytest.mark.layer_independent
def test_every_plot_has_whole_learner_counts_and_nothing_empty_is_drawn() -> None:
    passing = [
        _row(name, _result("c", Facts(), Status.PASS), status="pass", score=4)
        for name in ("ann", "bo")
    ]
    (lesson,) = class_stats([*passing, _row("cy", status="fail", score=1)])
    (axes,) = scores_figure(lesson).axes
    assert len(axes.get_yticks()) > 1
    assert all(tick == int(tick) for tick in [*axes.get_yticks(), *axes.get_xticks()])
    (lesson,) = class_stats(passing)
    assert scores_png(lesson) is not None
    assert failures_png(lesson) is None  # no check failed: no chart of failures
    (errors,) = class_stats([_row("cy", status="error"), _row("dee", status="todo")])
    assert scores_png(errors) is None and failures_png(errors) is None


# The gradebook format 2, before failures had facts: each check kept `came_back`, a string
# cut out of its message, and a row had no reason.
FORMAT_2 = """
CREATE TABLE grades (
    learner TEXT NOT NULL, exercise TEXT NOT NULL, content_hash TEXT NOT NULL,
    source TEXT NOT NULL, status TEXT NOT NULL, score INTEGER NOT NULL,
    max_score INTEGER NOT NULL, title TEXT NOT NULL, message TEXT NOT NULL,
    checks TEXT NOT NULL, notes TEXT NOT NULL, isolation TEXT NOT NULL, seconds REAL NOT NULL,
    graded_at TEXT NOT NULL, hints_opened TEXT NOT NULL, hint_penalty INTEGER NOT NULL,
    PRIMARY KEY (learner, exercise)
)
"""


@pytest.mark.layer_independent
def test_a_gradebook_of_format_2_is_brought_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "old.gradebook.sqlite"
    failed = {
        "id": "c",
        "name": "C",
        "status": "fail",
        "points": 0,
        "max_points": 1,
        "message": "Called:   solve([])\nExpected: ['a']\nGot:      []",
        "hint": None,
        "output": "",
        "calls": 1,
        "came_back": "[]",
    }
    passed = {**failed, "status": "pass", "points": 1, "message": "", "came_back": None}
    with sqlite3.connect(path) as db:
        db.execute(FORMAT_2)
        for learner, check, status in (("ann", failed, "fail"), ("bo", passed, "pass")):
            db.execute(
                "INSERT INTO grades VALUES (?, 'lesson', 'hash', ?, ?, 0, 1, 'Lesson', '', ?, "
                "'[]', 'bubblewrap', 0.1, '2026-01-01', '[]', 0)",
                (learner, f"{learner}.py", status, json.dumps([check])),
            )
        db.execute("PRAGMA user_version=2")
    book = Gradebook(path)
    try:
        rows = {row.learner: row for row in book.rows()}
        assert book.standing("ann", "lesson", "hash", "v1") is Standing.NEW  # graded again
        # Nothing of it is missing, but no lesson version was recorded with it.
        assert book.standing("bo", "lesson", "hash", "v1") is Standing.LESSON_CHANGED
    finally:
        book.close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        (report,) = db.execute("SELECT report FROM grades WHERE learner = 'ann'").fetchone()
    (check,) = json.loads(report)["checks"]
    assert "came_back" not in check
    # Until then, the row reads as it did: its message, and no facts to group it by.
    (result,) = rows["ann"].report.checks
    assert result.message == failed["message"] and result.facts == Facts()
    assert rows["ann"].report.reason == ""
    (lesson,) = class_stats(list(rows.values()))
    assert lesson.checks[0].unrecorded == 1


def test_a_folder_in_a_lessons_folder_is_that_lessons_even_without_code(tmp_path: Path) -> None:
    """The part of the path nearest the class folder names its lesson, though a course folder
    further up names another, and an empty learner folder in it is that lesson's too."""
    folder = tmp_path / "tally-sources-course" / "week-2" / SLUG
    folder.mkdir(parents=True)
    shutil.copy2(SAMPLE_CLASS / "aisha.py", folder / "aisha.py")
    _write(folder / "nils" / "README.md", "I could not finish.\n")
    gradebook = tmp_path / "book.sqlite"
    done = cli("grade", folder, "--gradebook", gradebook)
    assert done.returncode == 0, done.stderr
    assert "Class: 2 learners: pass 1, error 1." in done.stdout
    book = Gradebook(gradebook)
    try:
        found = {row.learner: row for row in book.rows()}
    finally:
        book.close()
    lesson = find_lesson(SLUG, FIXTURE_KIT)
    assert {row.exercise for row in found.values()} == {lesson.slug}
    assert found["nils"].max_score == lesson.max_score
    assert (
        found["nils"].report.reason
        == "No file (.py, .js, .ts or .ipynb) was found in nils/; nothing to grade."
    )


@pytest.mark.layer_independent
def test_rows_whose_lesson_is_not_known_are_listed_apart_with_nothing_drawn(
    tmp_path: Path,
) -> None:
    pytest.importorskip("matplotlib")
    unknown = Row.of("cy", "cy.py", "hash", "", Report("", "", Status.ERROR, ""))
    graded = _row("ann", _result("c", Facts(Failure.WRONG, call="solve()", got="[]")), score=0)
    written = write_report([graded, unknown], tmp_path / "class.html", "Class")
    page = written.report.read_text("utf-8")
    lessons = re.findall(r'<section class="lesson" id="([^"]+)">', page)
    assert lessons == ["lesson-lesson", "lesson-unknown"]  # the known lesson first
    unknown_section = page[page.index('id="lesson-unknown"') :]
    assert "<img" not in unknown_section and "--exercise SLUG" in unknown_section
    assert 'data-lesson="(not known)"' in page and 'value="(not known)"' in page
