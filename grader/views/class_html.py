"""The class report as static HTML that opens from disk: one page for the class, and beside it
a folder with one feedback page per learner, which the class page links to.

The class page has an overview of each lesson (plots embedded as PNG), a table of learners
that sorts and filters in the browser (a few lines of script, no server), and per check the
wrong answers that came back, grouped, each with one input, the expected value and the
learners who gave it. Pages are rendered with Jinja2 templates with autoescaping on: learner
ids, answers and messages are learner land and are always text, never markup.
"""

from __future__ import annotations

import base64
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from grader.classroom.class_stats import (
    GRADED,
    STATUS_ORDER,
    ExerciseStats,
    below,
    class_stats,
    failing_ids,
    most_failed,
    tally,
)
from grader.classroom.gradebook import Row
from grader.ground.errors import KitError
from grader.ground.text import file_name
from grader.lesson.hints import hint_line
from grader.report.results import Failure, Status
from grader.views.class_plot import failures_png, scores_png
from grader.views.view import view

if TYPE_CHECKING:
    from jinja2 import Environment

TEMPLATES = Path(__file__).resolve().parent / "templates"
MOST_FAILED_SHOWN = 5
FEEDBACK_SUFFIX = ".feedback"
SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


@dataclass(frozen=True)
class Written:
    report: Path
    feedback: list[Path]


def write_report(rows: list[Row], out: Path, title: str, threshold: float = 0.5) -> Written:
    """Write the class page to `out` and a learner's feedback page for each learner into the
    folder OUT.feedback beside it (made if missing; pages of learners no longer in the
    gradebook are left as they are)."""
    environment = _environment()
    exercises = class_stats(rows)
    folder = out.with_name(out.stem + FEEDBACK_SUFFIX)
    # One name per learner, for both the page written and the class page's links to it.
    pages = {learner: file_name(learner, ".html") for learner in sorted({r.learner for r in rows})}
    link = _linker(folder.name, pages)
    context = {
        "title": title,
        "exercises": exercises,
        "plots": {stats.exercise: _plots(stats) for stats in exercises},
        "rows": sorted(rows, key=lambda row: (row.learner, row.exercise)),
        "learner_count": len(pages),
        "tally": tally,
        "class_tally": tally(_statuses(rows)),
        "statuses": [status for status in STATUS_ORDER if any(r.status == status for r in rows)],
        "most_failed": most_failed(exercises, MOST_FAILED_SHOWN),
        "below": below(rows, threshold),
        "threshold": threshold,
        "link": link,
        "failing_ids": failing_ids,
        "graded": GRADED,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(environment.get_template("class_report.html.j2").render(context), "utf-8")
    folder.mkdir(exist_ok=True)
    written = []
    titles = {stats.exercise: stats.title for stats in exercises}
    for learner, page in pages.items():
        own = [row for row in rows if row.learner == learner]
        path = folder / page
        text = environment.get_template("feedback.html.j2").render(
            learner=learner,
            sections=[_section(row, titles) for row in sorted(own, key=lambda r: r.exercise)],
            report=Path("..") / out.name,
            title=title,
        )
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return Written(out, written)


def _environment() -> Environment:
    try:
        from jinja2 import Environment, FileSystemLoader, StrictUndefined
    except ImportError:
        raise KitError(
            "The HTML report is written with Jinja2, which is not installed. Install the kit "
            "with `pip install 'citekit[instructor]'`."
        ) from None
    environment = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,  # every value is text: learner ids, answers, messages
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["percent"] = lambda rate: f"{100 * rate:.0f}%"
    environment.filters["learners"] = lambda n: f"{n} learner" if n == 1 else f"{n} learners"
    environment.filters["anchor"] = anchor
    return environment


def anchor(*parts: str) -> str:
    """An id for an element, from a lesson slug and a check id (the kit's own names)."""
    return "-".join(SAFE_NAME.sub("_", part) or "_" for part in parts)


def _plots(stats: ExerciseStats) -> dict[str, str]:
    found = {"scores": scores_png(stats), "failures": failures_png(stats)}
    return {
        name: "data:image/png;base64," + base64.b64encode(png).decode("ascii")
        for name, png in found.items()
        if png is not None
    }


def _statuses(rows: list[Row]) -> Counter[str]:
    return Counter(row.status for row in rows)


def _linker(folder: str, pages: dict[str, str]) -> Callable[..., str]:
    """`link(row)`, or `link(learner, exercise[, check])`: where that learner's feedback on
    that lesson (and that check) is, relative to the class page."""

    def link(who: Row | str, exercise: str = "", check: str = "") -> str:
        learner = who.learner if isinstance(who, Row) else who
        if isinstance(who, Row):
            exercise = who.exercise
        parts = ["lesson", exercise or "unknown", *([check] if check else [])]
        # Quoted: a page's name may hold letters beyond ASCII, the report's folder anything.
        return f"{quote(folder)}/{quote(pages[learner])}#{anchor(*parts)}"

    return link


def _section(row: Row, titles: dict[str, str]) -> dict[str, Any]:
    report = row.report
    checks = report.checks
    return {
        "row": row,
        "title": titles.get(row.exercise, report.title or row.exercise),
        "anchor": anchor("lesson", row.exercise or "unknown"),
        "check_anchor": lambda check_id: anchor("lesson", row.exercise or "unknown", check_id),
        "report": report,
        "view": view(report),
        "failed": [check for check in checks if check.status is not Status.PASS],
        "hint": lambda stage: hint_line(row.exercise, stage, report.language),
        "stopped": (Failure.TIMEOUT, Failure.STOPPED),
    }
