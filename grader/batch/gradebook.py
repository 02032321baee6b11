"""The class gradebook: one SQLite row per learner and exercise, written as results arrive.

WAL mode and a busy timeout let a second `grade` run (or an export) use the same file at the
same time; each result is one short write transaction, so a run killed at any moment keeps
every result it had received.

A gradebook written by an older kit is brought up to date when it is opened (`_migrate`):
format 2 kept no failure facts and no reason, so its failed rows are marked to be graded
again by the next `grade` run, which records them; until then they show what they have.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from grader.errors import KitError
from grader.results import Report, to_json

if TYPE_CHECKING:  # a task imports the whole grader; reading a gradebook needs none of it
    from grader.batch.task import Graded

SCHEMA_VERSION = 3
BUSY_SECONDS = 60.0
SCHEMA = """
CREATE TABLE IF NOT EXISTS grades (
    learner TEXT NOT NULL,
    exercise TEXT NOT NULL,          -- '' when the lesson could not be told
    content_hash TEXT NOT NULL,      -- '' when the submission could not be read
    source TEXT NOT NULL,            -- the file graded, as named in the class folder
    status TEXT NOT NULL,
    score INTEGER NOT NULL,
    max_score INTEGER NOT NULL,
    title TEXT NOT NULL,
    message TEXT NOT NULL,
    checks TEXT NOT NULL,            -- JSON: the report's checks, each with its facts
    notes TEXT NOT NULL,             -- JSON list
    isolation TEXT NOT NULL,
    seconds REAL NOT NULL,
    graded_at TEXT NOT NULL,
    hints_opened TEXT NOT NULL,      -- JSON list: the hint stages the learner's notebook opened
    hint_penalty INTEGER NOT NULL,   -- points taken off for them, when the lesson says so
    reason TEXT NOT NULL DEFAULT '', -- why nothing could be checked (error, todo), one paragraph
    PRIMARY KEY (learner, exercise)
)
"""
COLUMNS = (
    "learner, exercise, content_hash, source, status, score, max_score, title, message, "
    "checks, notes, isolation, seconds, graded_at, hints_opened, hint_penalty, reason"
)


@dataclass(frozen=True)
class Row:
    learner: str
    exercise: str
    content_hash: str
    source: str
    status: str
    score: int
    max_score: int
    title: str
    message: str
    checks: list[dict[str, Any]]
    notes: list[str]
    isolation: str
    seconds: float
    graded_at: str
    hints_opened: list[int]
    hint_penalty: int
    reason: str = ""

    @property
    def why(self) -> str:
        """Why nothing could be checked, in full: the reason, or for a row written before
        reasons were kept, the message."""
        if self.status not in ("error", "todo"):
            return ""
        return self.reason or self.message

    @property
    def report(self) -> Report:
        return Report.from_json(
            {
                "exercise": self.exercise,
                "title": self.title,
                "status": self.status,
                "message": self.message,
                # A check written before checks had facts has only its message: it reads
                # as the check's explanation.
                "checks": [{"explanation": one.get("message", ""), **one} for one in self.checks],
                "max_score": self.max_score,
                "isolation": self.isolation,
                "notes": self.notes,
                "seconds": self.seconds,
                "hints_opened": self.hints_opened,
                "hint_penalty": self.hint_penalty,
                "reason": self.reason,
            }
        )


class Gradebook:
    def __init__(self, path: Path) -> None:
        self.path = path
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            # Created private before SQLite opens it: grades are personal data.
            os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
        try:
            self._db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            # With WAL, NORMAL loses nothing when the process dies (Ctrl-C, SIGKILL); only a
            # power cut can take the last results back, and it spares an fsync per result.
            self._db.execute("PRAGMA synchronous=NORMAL")
            (version,) = self._db.execute("PRAGMA user_version").fetchone()
            if version not in (0, *MIGRATIONS, SCHEMA_VERSION):
                raise KitError(
                    f"{path} was written by another version of the kit (gradebook format "
                    f"{version}, this kit writes {SCHEMA_VERSION}). Grade into a new "
                    "gradebook with --gradebook PATH, or remove this one to grade again."
                )
            with self._write():
                if version in MIGRATIONS:
                    MIGRATIONS[version](self._db)
                self._db.execute(SCHEMA)
                self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except sqlite3.DatabaseError as problem:
            raise KitError(f"{path} is not a usable gradebook ({problem}).") from None

    @classmethod
    def existing(cls, path: Path) -> Gradebook:
        if not path.is_file():
            raise KitError(f"There is no gradebook at {path}; `citekit grade FOLDER` makes one.")
        return cls(path)

    def close(self) -> None:
        self._db.close()

    def has(self, learner: str, content_hash: str, exercise: str | None) -> bool:
        """Graded for this content already (for this exercise, when one is named)."""
        if not content_hash:
            return False
        query = "SELECT 1 FROM grades WHERE learner = ? AND content_hash = ?"
        params: tuple[str, ...] = (learner, content_hash)
        if exercise:
            query += " AND exercise = ?"
            params += (exercise,)
        return self._db.execute(query, params).fetchone() is not None

    def record(self, graded: Graded) -> None:
        """One result, in its own transaction; a newer grade replaces the learner's older one."""
        task, report = graded.task, graded.report
        checks = [to_json(check) for check in report.checks]
        values = (
            task.learner,
            report.exercise,
            task.content_hash,
            task.source,
            report.status.value,
            report.score,
            report.max_score,
            report.title,
            report.message,
            json.dumps(checks, ensure_ascii=False),
            json.dumps(report.notes, ensure_ascii=False),
            report.isolation,
            round(graded.seconds, 3),
            graded.graded_at,
            json.dumps(report.hints_opened),
            report.hint_penalty,
            report.reason,
        )
        with self._write():
            if report.exercise:  # a row from when the lesson could not be told is superseded
                self._db.execute(
                    "DELETE FROM grades WHERE learner = ? AND exercise = ''", (task.learner,)
                )
            self._db.execute(
                f"INSERT INTO grades ({COLUMNS}) VALUES ({', '.join('?' * len(values))}) "
                "ON CONFLICT (learner, exercise) DO UPDATE SET "
                + ", ".join(f"{name} = excluded.{name}" for name in COLUMNS.split(", ")[2:]),
                values,
            )

    def rows(self, learners: set[str] | None = None) -> list[Row]:
        query = f"SELECT {COLUMNS} FROM grades ORDER BY exercise, learner"
        found = []
        for values in self._db.execute(query):
            row = dict(zip(COLUMNS.split(", "), values))
            row.update(
                checks=json.loads(row["checks"]),
                notes=json.loads(row["notes"]),
                hints_opened=json.loads(row["hints_opened"]),
            )
            found.append(Row(**row))
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


# How a gradebook of an older format is brought up to this one, inside the opening
# transaction: by format.
MIGRATIONS = {2: _from_format_2}
