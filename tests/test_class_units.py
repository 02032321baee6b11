"""The parts of class grading that need no learner code run: finding submissions, unreadable
files, and the short "what came back" of a failing check."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from grader.batch.came_back import came_back
from grader.batch.folder import find_submissions
from grader.batch.gradebook import Gradebook
from grader.batch.worker import Settings, Task, grade_task
from grader.errors import KitError
from grader.results import CheckResult, Status


def _write(path: Path, text: str = "def solve(a, b):\n    return []\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


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
        "bo/draft.py was not graded: bo/work/final.ipynb was chosen (a notebook wins over .py "
        "files, then the last by name)."
    ]
    strays = sorted(str(path.relative_to(tmp_path)) for path in found.strays)
    assert strays == ["cy/data.csv", "roster.txt"]
    ann = found.entries[0]
    assert (
        ann.content_hash(tmp_path) == hashlib.sha256((tmp_path / "ann.py").read_bytes()).hexdigest()
    )


def test_a_folder_without_submissions_is_refused(tmp_path: Path) -> None:
    _write(tmp_path / "notes.txt", "nothing here\n")
    with pytest.raises(KitError, match="holds no submissions"):
        find_submissions(tmp_path)


def test_an_unreadable_file_gets_a_row_and_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path / "class" / "ann.py")
    real_read = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_read(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    (entry,) = find_submissions(tmp_path / "class").entries
    digest = entry.content_hash(tmp_path / "class")
    assert digest == ""
    graded = grade_task(Task("ann", path, "ann.py", digest, Settings("check-cited-sources")))
    assert graded.report.status is Status.ERROR
    assert "could not be read (Permission denied)" in graded.report.message
    book = Gradebook(tmp_path / "book.sqlite")
    try:
        book.record(graded)
        assert [row.status for row in book.rows()] == ["error"]
        assert not book.has("ann", digest, None)  # so the next run tries it again
    finally:
        book.close()


def _failed(message: str, status: Status = Status.FAIL) -> CheckResult:
    return CheckResult("some-check", "A check", status, 0, 1, message)


@pytest.mark.parametrize(
    ("message", "status", "expected"),
    [
        ("Called:   solve(['a'], [])\nExpected: ['a']\nGot:      []", Status.FAIL, "[]"),
        (
            "solve([], []) raised IndexError:\n  line 2\nIndexError: list index out of range",
            Status.ERROR,
            "IndexError: list index out of range",
        ),
        (
            "solve(['a'], []) did not return: it did not answer within 3 s (time limit).",
            Status.ERROR,
            "no answer: it did not answer within 3 s (time limit).",
        ),
        (
            "Smallest failing input found: solve(['a', 'a'], [])\nIt returned ['a', 'a']; ['a'] "
            "appear more than once.",
            Status.FAIL,
            "['a', 'a']",
        ),
        (
            "solve(['a'], ['b']) returned {'a'}, which is a set; return a list.",
            Status.FAIL,
            "{'a'}",
        ),
        ("Got: " + "x" * 200, Status.FAIL, "x" * 79 + "…"),
        (
            "solve(['a'], []) returned <generator object solve at 0x7f3a9c>, which is a "
            "generator; return a list.",
            Status.FAIL,
            "<generator object solve>",
        ),
        (
            "solve('[source: a, page 2]') returned the pair ('a', '2'), whose page is a str.",
            Status.FAIL,
            "('a', '2')",
        ),
        ("solve('x') returned the page as the string '2'. Use int().", Status.FAIL, "'2'"),
    ],
)
def test_what_came_back(message: str, status: Status, expected: str) -> None:
    assert came_back(_failed(message, status)) == expected


def test_a_passing_check_brought_back_nothing_wrong() -> None:
    assert came_back(CheckResult("c", "C", Status.PASS, 1, 1)) is None
