"""One learner's submission in a class, graded as `check` would grade it: in a worker of the
class pool (`pool.py`), or alone inside Gradescope."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.ground.errors import KitError
from grader.languages import suffixes
from grader.lesson.checks.timed_pool import TimedPool
from grader.lesson.lessons import Lesson, find_lesson, sharing_answers
from grader.report.results import Report, Status
from grader.sandbox.isolation import Layer

UNKNOWN_LESSON = (
    "The lesson of this class folder is not clear: name it with --exercise SLUG, or name the "
    "folder after the lesson (as in samples/class/)."
)
INTERNAL_ERROR = "The grader failed on this submission: a bug in the kit, not in your code"


@dataclass(frozen=True)
class Settings:
    """What `check` takes as options, the same for every submission of a run."""

    exercise: str | None = None  # --exercise, or the class folder's lesson (cli/classroom.py)
    layer: Layer | None = None  # None: the strongest isolation layer available
    limits: dict[str, float | None] = field(default_factory=dict)  # overrides of the lesson's
    # The seed of the run's timed inputs (`TimedPool`): drawn once per run, so that every
    # submission of it is timed on the same inputs; it stays in the grader's processes.
    timed_seed: int = field(default_factory=lambda: secrets.randbits(64))


@dataclass(frozen=True)
class Task:
    learner: str
    path: Path | None  # the file to grade; None when the learner handed in none
    source: str  # how the submission is named in reports: its path in the class folder
    content_hash: str
    settings: Settings = field(default_factory=Settings)
    notes: list[str] = field(default_factory=list)


# This process's pool of the run's timed inputs, per lesson: a pool worker grades the
# submissions of one run, and makes and answers each timed input once for all of them.
_timed_pools: dict[tuple[int, str], TimedPool] = {}


def _timed_pool(seed: int, lesson: Lesson) -> TimedPool:
    """The pool of the run whose seed is `seed`, for `lesson`; those of earlier runs (a
    process that grades one after another) are dropped."""
    key = (seed, lesson.slug)
    if key not in _timed_pools:
        _timed_pools.clear()
        _timed_pools[key] = TimedPool(seed, shared=True)
    return _timed_pools[key]


@dataclass(frozen=True)
class Graded:
    task: Task
    report: Report
    graded_at: str


def grade_task(task: Task) -> Graded:
    """Never raises for anything the learner handed in: every problem becomes an error report.
    A failure of the kit's own becomes one too, so one submission cannot stop a whole class;
    its content hash is dropped so that the next run grades it again."""
    started = time.monotonic()
    try:
        report = _report(task)
    except Exception as bug:
        message = f"{INTERNAL_ERROR} ({type(bug).__name__}: {bug})"
        report, task = _error(task, None, message), replace(task, content_hash="")
    graded_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    # The report's time is the whole of grading it, reading the submission included.
    return Graded(task, replace(report, seconds=time.monotonic() - started), graded_at)


def _report(task: Task) -> Report:
    settings = task.settings
    # The lesson is the instructor's choice (--exercise, or the class folder's name), decided
    # before grading starts; nothing in the learner's files can pick another one.
    lesson = find_lesson(settings.exercise) if settings.exercise else None
    if task.path is None:
        kinds = f"{suffixes()} or .ipynb"
        message = f"No file ({kinds}) was found in {task.source}; nothing to grade."
        return _error(task, lesson, message)
    try:
        submission = load_submission(task.path)
    except KitError as problem:
        return _error(task, lesson, str(problem))
    if lesson is None:
        return _error(task, None, UNKNOWN_LESSON)
    notes = [*task.notes, *submission.notes]
    if submission.lesson and submission.lesson != lesson.slug:
        notes.append(
            f"This notebook names the lesson {submission.lesson!r} in its metadata; it was "
            f"graded as {lesson.slug!r}, the lesson of its class folder."
        )
    return grade(
        sharing_answers(lesson),
        replace(submission, notes=notes),
        lesson.limits.overridden(**settings.limits),
        settings.layer,
        _timed_pool(settings.timed_seed, lesson),
    )


def _error(task: Task, lesson: Lesson | None, message: str) -> Report:
    return Report(
        lesson.slug if lesson else task.settings.exercise or "",
        lesson.title if lesson else "",
        Status.ERROR,
        message,
        max_score=lesson.max_score if lesson else 0,
        # No learner code ran, but the row still says which layer the run grades under.
        isolation=task.settings.layer.name if task.settings.layer else "",
        notes=list(task.notes),
        reason=message,
        lesson_version=lesson.version if lesson else "",
    )
