"""The readable report for a terminal: a table of checks, details under each one that failed.

Every text in a report can hold learner land (an exception message, printed output, a line
of code, a file name), so each goes through `printable`: an escape sequence or a carriage
return is shown as U+FFFD, never sent to the terminal. Only the kit's own colours are.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Callable
from typing import TextIO

from grader.ground.text import printable
from grader.report.results import Report, Status
from grader.views.feedback import FULL, arrange
from grader.views.view import ReportView, Row, view

WIDTH = 100  # the terminal's columns the folded lines are wrapped to
COLOURS = {Status.PASS: "32", Status.FAIL: "31", Status.ERROR: "35", Status.TODO: "33"}


def use_colour(stream: TextIO) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def render(report: Report, hint_how: Callable[[int], str], colour: bool = False) -> str:
    """`hint_how(n)` says how to open hint stage n where the learner is (CLI or notebook)."""

    def paint(status: Status, text: str) -> str:
        return f"\x1b[{COLOURS[status]}m{text}\x1b[0m" if colour else text

    shown = view(report)
    # First of all: the verdict is not the latest code's.
    lines = [paint(Status.TODO, printable(shown.lead))] if shown.lead else []
    lines.append(printable(f"{shown.title} ({shown.exercise})"))
    failed, passed = shown.failed, shown.passed
    if failed:
        id_width = max(len(row.id) for row in failed)
        name_width = min(60, max(len(row.name) for row in failed))
        for row in failed:
            label = paint(row.status, f"{row.status.value.upper():5}")
            name = row.name if len(row.name) <= name_width else row.name[: name_width - 1] + "…"
            line = f"{row.id:{id_width}}  {name:{name_width}}  {row.points}"
            lines.append(f"  {label} {printable(line)}")
            lines += _details(row, hint_how)
    if passed:
        lines += _passes_line(shown, paint(Status.PASS, "PASS "))
    lines += [
        f"  note: {line}" if i == 0 else f"        {line}"
        for note in shown.notes
        for i, line in enumerate(printable(note).splitlines())
    ]
    lines += [f"  {printable(field.sentence)}" for field in shown.scoring]
    # The status shouts; what qualifies it does not: "PASS for an earlier cell".
    label = " ".join(filter(None, (shown.status.value.upper(), shown.status_note)))
    lines.append(paint(shown.status, f"{label}: ") + printable(shown.summary))
    if shown.status is Status.TODO:
        lines.append(f"Hint stage 1 may help: {hint_how(1)}")
    if shown.about:
        lines.append(f"({printable(shown.about_line)})")
    return "\n".join(lines) + "\n"


def _details(row: Row, hint_how: Callable[[int], str]) -> list[str]:
    shown, folded = arrange(row.result)
    body = [printable(line.text) for line in shown]
    body += [FULL] + ["  " + printable(line) for line in folded] if folded else []
    if row.hint is not None:
        body.append(f"Hint stage {row.hint} may help: {hint_how(row.hint)}")
    if row.printed:
        body.append("Your code printed:")
        body += ["  " + line for line in printable(row.printed).splitlines()[:20]]
    return ["        " + line for line in body]


def _passes_line(shown: ReportView, label: str) -> list[str]:
    """The passing checks folded into one entry: how many, then their ids, wrapped to fit a
    terminal of 100 columns."""
    ids = ", ".join(row.id for row in shown.passed)
    wrapped = textwrap.wrap(printable(ids), width=WIDTH - 10, break_on_hyphens=False)
    return [f"  {label} {shown.passes_summary}:"] + ["        " + line for line in wrapped]


def print_report(report: Report, hint_how: Callable[[int], str]) -> None:
    sys.stdout.write(render(report, hint_how, colour=use_colour(sys.stdout)))
