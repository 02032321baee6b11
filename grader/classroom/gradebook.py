"""The class gradebook: one SQLite row per learner and exercise, written as results arrive.

WAL mode and a busy timeout let a second `grade` run (or an export) use the same file at the
same time; each result is one short write transaction, so a run killed at any moment keeps
every result it had received.

A row is the key columns, by which rows are found, sorted and resumed (`Row`'s fields), and
the report kept whole as one JSON document (`results.to_json`): a field of the report needs
no column. `PRAGMA user_version` holds the format; a gradebook written by an older kit is
brought up to date when it is opened (`MIGRATIONS`). A row whose report cannot be read is an
error row that says why, and is graded again by the next `grade` run; so is a row graded under
another version of its lesson than the one on file (`standing`).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grader.ground.errors import KitError
from grader.report.results import Report, ShapeError, Status

if TYPE_CHECKING:  # a task imports the whole grader; reading a gradebook needs none of it
    from grader.classroom.task import Graded

SCHEMA_VERSION = 4
BUSY_SECONDS = 60.0
# A key column that the CSV export shows (the rest of a CSV line is the checks' points).
CSV = {"csv": True}


class Standing(Enum):
    """What the gradebook holds for one learner's submission, as a resumed run sees it."""

    NEW = "new"  # not graded for this content, or its report cannot be read
    LESSON_CHANGED = "lesson changed"  # graded for this content under another lesson version
    GRADED = "graded"  # graded for this content under the lesson as it is


@dataclass(frozen=True)
class Row:
    """One learner's graded submission. Every field is a column; the report is JSON."""

    learner: str = field(metadata=CSV)
    exercise: str = field(metadata=CSV)  # '' when the lesson could not be told
    content_hash: str  # '' when the submission could not be read or must be graded again
    source: str  # the file graded, as named in the class folder
    status: str = field(metadata=CSV)
    score: int = field(metadata=CSV)
    max_score: int = field(metadata=CSV)
    isolation: str
    graded_at: str
    report: Report

    @classmethod
    def of(
        cls, learner: str, source: str, content_hash: str, graded_at: str, report: Report
    ) -> Row:
        """The row of a report: its key columns taken from it."""
        return cls(
            learner,
            report.exercise,
            content_hash,
            source,
            report.status.value,
            report.score,
            report.max_score,
            report.isolation,
            graded_at,
            report,
        )

    @property
    def why(self) -> str:
        """Why nothing could be checked, in full: the reason, or for a row written before
        reasons were kept, the message."""
        if self.status not in ("error", "todo"):
            return ""
        return self.report.reason or self.report.message


KEY_COLUMNS = tuple(item.name for item in fields(Row) if item.name != "report")
COLUMNS = (*KEY_COLUMNS, "report")
_SQL_TYPES = {"str": "TEXT", "int": "INTEGER", "Report": "TEXT"}
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS grades ("
    + "".join(f"{item.name} {_SQL_TYPES[str(item.type)]} NOT NULL, " for item in fields(Row))
    + "PRIMARY KEY (learner, exercise))"
)
INSERT = f"INSERT INTO grades ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"


class Gradebook:
    def __init__(self, path: Path) -> None:
        self.path = path
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            # Created private before SQLite opens it: grades are personal data.
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        try:
            self._db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
            self._open_within(time.monotonic() + BUSY_SECONDS)
        except sqlite3.DatabaseError as problem:
            raise KitError(f"{path} is not a usable gradebook ({problem}).") from None

    def _open_within(self, deadline: float) -> None:
        """Set the file up, or bring it up to date. Turning a new file to WAL takes a lock
        that SQLite's busy timeout does not wait for, so a second run opening the same new
        gradebook at that moment is told it is locked: it tries again until the deadline."""
        while True:
            try:
                self._set_up()
                return
            except sqlite3.OperationalError as problem:
                if "locked" not in str(problem) or time.monotonic() > deadline:
                    raise
            time.sleep(0.05)

    def _set_up(self) -> None:
        self._db.execute("PRAGMA journal_mode=WAL")
        # With WAL, NORMAL loses nothing when the process dies (Ctrl-C, SIGKILL); only a
        # power cut can take the last results back, and it spares an fsync per result.
        self._db.execute("PRAGMA synchronous=NORMAL")
        (version,) = self._db.execute("PRAGMA user_version").fetchone()
        if version not in (0, *MIGRATIONS, SCHEMA_VERSION):
            raise KitError(
                f"{self.path} was written by another version of the kit (gradebook format "
                f"{version}, this kit writes {SCHEMA_VERSION}). Grade into a new "
                "gradebook with --gradebook PATH, or remove this one to grade again."
            )
        with self._write():
            (version,) = self._db.execute("PRAGMA user_version").fetchone()
            while version in MIGRATIONS:
                MIGRATIONS[version](self._db)
                version += 1
            self._db.execute(SCHEMA)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    @classmethod
    def existing(cls, path: Path) -> Gradebook:
        if not path.is_file():
            raise KitError(f"There is no gradebook at {path}; `citekit grade FOLDER` makes one.")
        return cls(path)

    def close(self) -> None:
        self._db.close()

    def standing(
        self, learner: str, exercise: str, content_hash: str, lesson_version: str
    ) -> Standing:
        """Whether the learner's row for `exercise` ('' when the lesson could not be told)
        already holds this content graded under this version of the lesson."""
        if not content_hash:
            return Standing.NEW
        found = self._db.execute(
            "SELECT content_hash, report FROM grades WHERE learner = ? AND exercise = ?",
            (learner, exercise),
        ).fetchone()
        # A report that cannot be read is graded again.
        report = _read(found[1]) if found and found[0] == content_hash else None
        if report is None:
            return Standing.NEW
        # A report of no recorded version (graded before versions were kept) may rest on an
        # earlier lesson as much as one of another version: neither is known to stand.
        if report.lesson_version != lesson_version:
            return Standing.LESSON_CHANGED
        return Standing.GRADED

    def count_by_exercise(self) -> dict[str, int]:
        """How many rows each exercise has ('' for the lessons that could not be told)."""
        return dict(self._db.execute("SELECT exercise, count(*) FROM grades GROUP BY exercise"))

    def record(self, graded: Graded) -> None:
        """One result, in its own transaction; a newer grade replaces the learner's older one."""
        task = graded.task
        row = Row.of(task.learner, task.source, task.content_hash, graded.graded_at, graded.report)
        values = [*(getattr(row, name) for name in KEY_COLUMNS), _report_text(row.report)]
        with self._write():
            if row.exercise:  # a row from when the lesson could not be told is superseded
                self._db.execute(
                    "DELETE FROM grades WHERE learner = ? AND exercise = ''", (row.learner,)
                )
            self._db.execute(
                f"{INSERT} ON CONFLICT (learner, exercise) DO UPDATE SET "
                + ", ".join(f"{name} = excluded.{name}" for name in COLUMNS[2:]),
                values,
            )

    def rows(self, learners: set[str] | None = None) -> list[Row]:
        query = f"SELECT {', '.join(COLUMNS)} FROM grades ORDER BY exercise, learner"
        found = [_row(*values) for values in self._db.execute(query)]
        return [row for row in found if learners is None or row.learner in learners]

    @contextmanager
    def _write(self) -> Iterator[None]:
        # IMMEDIATE takes the write lock up front, so the busy timeout applies; a deferred
        # transaction that has read first can fail at once when another writer got in.
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")


def _report_text(report: Report) -> str:
    return json.dumps(report.to_json(), ensure_ascii=False)


def _read(text: str) -> Report | None:
    """The report kept in a row, or None when it cannot be read."""
    return _read_or_why(text)[0]


def _read_or_why(text: str) -> tuple[Report | None, str]:
    try:
        return Report.from_json(json.loads(text)), ""
    except ShapeError as problem:
        return None, str(problem)
    except (ValueError, RecursionError) as problem:
        return None, f"The report kept in the gradebook is not JSON ({problem}); grade again."


def _row(*values: Any) -> Row:
    """A row as read; one whose report cannot be read fails closed: an error row that says
    why, with no score, which the next `grade` run grades again (`standing`)."""
    found = dict(zip(COLUMNS, values))
    report, why = _read_or_why(found.pop("report"))
    if report is None:
        report = Report(
            found["exercise"],
            "",
            Status.ERROR,
            why,
            max_score=found["max_score"],
            isolation=found["isolation"],
            reason=why,
        )
        found.update(status=report.status.value, score=report.score)
    return Row(**found, report=report)


def _from_format_2(db: sqlite3.Connection) -> None:
    """Format 2 kept each failing check's message and a `came_back` string made from it, but
    no facts and no reason. The message is kept (it reads as the check's explanation); the
    rows with a failing check lose their content hash, so the next `grade` run grades them
    again and records their facts."""
    db.execute("ALTER TABLE grades ADD COLUMN reason TEXT NOT NULL DEFAULT ''")
    for learner, exercise, checks in db.execute(
        "SELECT learner, exercise, checks FROM grades"
    ).fetchall():
        kept = [
            {name: value for name, value in check.items() if name != "came_back"}
            for check in json.loads(checks)
        ]
        failing = any(check.get("status") != "pass" for check in kept)
        db.execute(
            "UPDATE grades SET checks = ?, content_hash = CASE WHEN ? THEN '' "
            "ELSE content_hash END WHERE learner = ? AND exercise = ?",
            (json.dumps(kept, ensure_ascii=False), failing, learner, exercise),
        )


# The report's fields that format 3 kept in columns of their own (lists as JSON text).
FORMAT_3_REPORT = (
    "exercise",
    "title",
    "status",
    "message",
    "checks",
    "max_score",
    "isolation",
    "notes",
    "seconds",
    "hints_opened",
    "hint_penalty",
    "reason",
)


def _from_format_3(db: sqlite3.Connection) -> None:
    """Format 3 kept each of the report's fields in a column of its own; format 4 keeps the
    key columns and the report as one JSON document, built here from those columns. A check
    kept before checks had facts (format 2) has only its message: it becomes the check's
    explanation, which reads the same. A row whose columns are not JSON where they should be
    keeps a report that cannot be read: it reads as an error row and is graded again."""
    db.execute("ALTER TABLE grades RENAME TO grades_format_3")
    db.execute(SCHEMA)
    cursor = db.execute("SELECT * FROM grades_format_3")
    names = [column[0] for column in cursor.description]
    for values in cursor.fetchall():
        old = dict(zip(names, values))
        report = {name: old[name] for name in FORMAT_3_REPORT}
        try:
            report.update(
                checks=[
                    {"explanation": check.get("message", ""), **check}
                    for check in json.loads(old["checks"])
                ],
                notes=json.loads(old["notes"]),
                hints_opened=json.loads(old["hints_opened"]),
            )
            text = json.dumps(report, ensure_ascii=False)
        except (ValueError, TypeError, AttributeError):
            text = ""
        db.execute(INSERT, [*(old[name] for name in KEY_COLUMNS), text])
    db.execute("DROP TABLE grades_format_3")


# How a gradebook of an older format is brought one format up, inside the opening
# transaction: by format.
MIGRATIONS = {2: _from_format_2, 3: _from_format_3}
