"""`citekit export`: the gradebook as CSV, as JSON, or as one Markdown feedback file per learner.

Learner ids come from file names that learners chose, so each view guards against them: a CSV
cell that a spreadsheet would read as a formula is made text, the feedback files escape them
as Markdown, and a file is named after its learner by `text.file_name`, which any file system takes.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from dataclasses import fields
from itertools import groupby
from pathlib import Path
from typing import Any

from grader.classroom.gradebook import CSV, KEY_COLUMNS, Row
from grader.ground.text import file_name
from grader.lesson.hints import hint_line
from grader.views.markdown import escape, render

CSV_COLUMNS = tuple(item.name for item in fields(Row) if item.metadata == CSV)
# A cell starting with one of these is a formula to a spreadsheet (or becomes one).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def export_csv(rows: list[Row], out: Path) -> None:
    """One line per learner and exercise; then one column per check id with its points, empty
    where the check did not run (an ungradable submission, or another lesson's check)."""
    check_ids = list(dict.fromkeys(check.id for row in rows for check in row.report.checks))
    with out.open("w", newline="", encoding="utf-8") as stream:
        writer = csv.writer(stream)
        writer.writerow(_cells([*CSV_COLUMNS, *check_ids]))
        for row in rows:
            points = {check.id: check.points for check in row.report.checks}
            writer.writerow(
                _cells(
                    [getattr(row, name) for name in CSV_COLUMNS]
                    + [points.get(check_id, "") for check_id in check_ids]
                )
            )


def _cells(values: list[Any]) -> list[Any]:
    """Text as a spreadsheet shows it, never runs it: the usual leading apostrophe before
    what would start a formula."""
    return [
        f"'{value}" if isinstance(value, str) and value.startswith(FORMULA_STARTS) else value
        for value in values
    ]


def export_json(rows: list[Row], out: Path) -> None:
    out.write_text(
        json.dumps([row_json(row) for row in rows], ensure_ascii=False, indent=2) + "\n",
        encoding="utf-8",
    )


def row_json(row: Row) -> dict[str, Any]:
    """The key columns, then the rest of the report: every field of both, once."""
    return {**{name: getattr(row, name) for name in KEY_COLUMNS}, **row.report.to_json()}


def export_feedback(rows: list[Row], folder: Path) -> list[Path]:
    """LEARNER.md for each learner: their report for every exercise they handed in."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for learner, own in groupby(sorted(rows, key=lambda row: row.learner), lambda r: r.learner):
        sections = [render(row.report, _hint_command(row)) for row in own]
        path = folder / file_name(learner, ".md")
        heading = f"# Feedback for {escape(learner)}\n\n"
        path.write_text(heading + "\n".join(sections), encoding="utf-8")
        written.append(path)
    return written


def _hint_command(row: Row) -> Callable[[int], str]:
    return lambda stage: hint_line(row.exercise, stage, row.report.language)
