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

from grader.feedback import FULL, arrange
from grader.results import CheckResult, Report, Status
from grader.submission import EARLIER_CELL, lead_note
from grader.text import printable

WIDTH = 100  # the terminal's columns the folded lines are wrapped to
COLOURS = {Status.PASS: "32", Status.FAIL: "31", Status.ERROR: "35", Status.TODO: "33"}


def use_colour(stream: TextIO) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def render(report: Report, hint_how: Callable[[int], str], colour: bool = False) -> str:
    """`hint_how(n)` says how to open hint stage n where the learner is (CLI or notebook)."""

    def paint(status: Status, text: str) -> str:
        return f"\x1b[{COLOURS[status]}m{text}\x1b[0m" if colour else text

    lead = lead_note(report.notes)  # first of all: the verdict is not the latest code's
    lines = [paint(Status.TODO, printable(lead))] if lead else []
    lines.append(printable(f"{report.title} ({report.exercise})"))
    failed, passed = failures_first(report.checks)
    if failed:
        id_width = max(len(check.id) for check in failed)
        name_width = min(60, max(len(check.name) for check in failed))
        for check in failed:
            label = paint(check.status, f"{check.status.value.upper():5}")
            name = (
                check.name if len(check.name) <= name_width else check.name[: name_width - 1] + "…"
            )
            row = f"{check.id:{id_width}}  {name:{name_width}}  {check.points}/{check.max_points}"
            lines.append(f"  {label} {printable(row)}")
            lines += _details(check, hint_how)
    if passed:
        lines += _passes_line(passed, paint(Status.PASS, "PASS "))
    lines += [
        f"  note: {line}" if i == 0 else f"        {line}"
        for note in report.notes[bool(lead) :]
        for i, line in enumerate(printable(note).splitlines())
    ]
    if report.hints_opened:
        lines.append(f"  {hints_line(report)}")
    summary = report.message
    if report.status is not Status.ERROR:
        summary = f"Score {report.score}/{report.max_score}. {summary}"
    label = report.status.value.upper() + (f" {EARLIER_CELL}" if lead else "")
    lines.append(paint(report.status, f"{label}: ") + printable(summary))
    if report.status is Status.TODO:
        lines.append(f"Hint stage 1 may help: {hint_how(1)}")
    version = f"; lesson version {report.lesson_version}" if report.lesson_version else ""
    lines.append(
        f"(learner code ran in isolation: {report.isolation}; {report.seconds:.2f} s{version})"
    )
    return "\n".join(lines) + "\n"


def _details(check: CheckResult, hint_how: Callable[[int], str]) -> list[str]:
    if check.status is Status.PASS:
        return []
    shown, folded = arrange(check)
    body = [printable(line.text) for line in shown]
    body += [FULL] + ["  " + printable(line) for line in folded] if folded else []
    if check.hint is not None:
        body.append(f"Hint stage {check.hint} may help: {hint_how(check.hint)}")
    if check.output.strip():
        body.append("Your code printed:")
        body += ["  " + line for line in printable(check.output.rstrip()).splitlines()[:20]]
    return ["        " + line for line in body]


def failures_first(checks: list[CheckResult]) -> tuple[list[CheckResult], list[CheckResult]]:
    """The checks that did not pass, in the lesson's order, and the ones that did."""
    return (
        [check for check in checks if check.status is not Status.PASS],
        [check for check in checks if check.status is Status.PASS],
    )


def passes_summary(passed: list[CheckResult]) -> str:
    points = sum(check.points for check in passed)
    noun = "check passes" if len(passed) == 1 else "checks pass"
    return f"{len(passed)} {noun} ({points} points)"


def _passes_line(passed: list[CheckResult], label: str) -> list[str]:
    """The passing checks folded into one entry: how many, then their ids, wrapped to fit a
    terminal of 100 columns."""
    ids = ", ".join(check.id for check in passed)
    wrapped = textwrap.wrap(printable(ids), width=WIDTH - 10, break_on_hyphens=False)
    return [f"  {label} {passes_summary(passed)}:"] + ["        " + line for line in wrapped]


def print_report(report: Report, hint_how: Callable[[int], str]) -> None:
    sys.stdout.write(render(report, hint_how, colour=use_colour(sys.stdout)))


def hints_line(report: Report) -> str:
    stages = ", ".join(str(stage) for stage in report.hints_opened)
    cost = f" ({report.hint_penalty} points off)" if report.hint_penalty else ""
    return f"Hint stages opened: {stages}{cost}."
