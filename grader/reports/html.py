"""The report as an HTML table, for Jupyter."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from grader.feedback import FULL, arrange
from grader.reports.terminal import failures_first, hints_line, passes_summary
from grader.results import CheckResult, Report, Status
from grader.submission import EARLIER_CELL, lead_note

BACKGROUND = {Status.PASS: "#e6f4ea", Status.FAIL: "#fce8e6", Status.ERROR: "#f3e8fd"}
# Text wraps at spaces and after `-`, and breaks inside a word only when nothing else fits.
WRAP = "white-space:pre-wrap;word-break:normal;overflow-wrap:anywhere;margin:0"
CELL = 'style="text-align:left;vertical-align:top"'
# A check's name stays readable beside a long detail: never squeezed to a word a line.
NAME_CELL = 'style="text-align:left;vertical-align:top;min-width:14em"'
# Each column's heading and its style; the details take the room the others leave.
COLUMNS = (
    ("status", ""),
    ("check", ""),
    ("what it tries", ""),
    ("points", ""),
    ("details", ";width:55%"),
)


def text_html(text: str) -> str:
    """Text escaped for HTML, with `code` in backticks shown as code."""
    return re.sub(r"`([^`\n]+)`", r"<code>\1</code>", escape(text))


def _detail(check: CheckResult) -> str:
    """A check's failure, the point first; long values folded into a `<details>`. Values are
    shown as they came back (their backticks are the learner's); the check's own words show
    `code` as code."""
    shown, folded = arrange(check)
    lines = [escape(line.text) if line.value else text_html(line.text) for line in shown]
    body = f'<pre style="{WRAP}">{chr(10).join(lines)}</pre>'
    if folded:
        body += (
            f"<details><summary>{escape(FULL.rstrip(':'))}</summary>"
            f'<pre style="{WRAP}">{escape(chr(10).join(folded))}</pre></details>'
        )
    return body


def _row(check: CheckResult, hint_how: Callable[[int], str]) -> str:
    detail = _detail(check) if check.message else ""
    if check.status is not Status.PASS and check.hint is not None:
        how = text_html(hint_how(check.hint))
        detail += f"<em>Hint stage {check.hint} may help: {how}</em>"
    if check.output.strip():
        printed = escape(check.output[:2000])
        detail += f'<br>Your code printed:<pre style="{WRAP}">{printed}</pre>'
    return (
        f'<tr style="background:{BACKGROUND.get(check.status, "#fff")}">'
        f"<td {CELL}>{check.status.value}</td>"
        f'<td {CELL}><code style="white-space:nowrap">{escape(check.id)}</code></td>'
        f"<td {NAME_CELL}>{escape(check.name)}</td>"
        f"<td {CELL}>{check.points}/{check.max_points}</td>"
        f"<td {CELL}>{detail}</td></tr>"
    )


def _table(rows: list[str]) -> str:
    headers = "".join(f'<th style="text-align:left{wide}">{name}</th>' for name, wide in COLUMNS)
    return (
        f'<table style="table-layout:auto"><thead><tr>{headers}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def render(report: Report, hint_how: Callable[[int], str]) -> str:
    """Failures first, each in full; the passing checks folded into one line that opens to
    their list."""
    failed, passed = failures_first(report.checks)
    table = _table([_row(check, hint_how) for check in failed]) if failed else ""
    if passed:
        summary = f"✓ {escape(passes_summary(passed))}"
        table += (
            f'<details><summary style="background:{BACKGROUND[Status.PASS]}">{summary}</summary>'
            f"{_table([_row(check, hint_how) for check in passed])}</details>"
        )
    lead = lead_note(report.notes)
    notes = "".join(
        f'<li><pre style="{WRAP}">{escape(note)}</pre></li>' for note in report.notes[bool(lead) :]
    )
    score = "" if report.status is Status.ERROR else f"Score {report.score}/{report.max_score}. "
    if report.hints_opened:
        score += escape(hints_line(report)) + " "
    todo = ""
    if report.status is Status.TODO:
        todo = f"<p><em>Hint stage 1 may help: {text_html(hint_how(1))}</em></p>"
    version = f"; lesson version {escape(report.lesson_version)}" if report.lesson_version else ""
    status = report.status.value + (f" {EARLIER_CELL}" if lead else "")
    return (
        (f'<p style="font-weight:bold">{text_html(lead)}</p>' if lead else "")
        + f"<div><h4>{escape(report.title)}: {status}</h4>"
        f"<p>{score}{text_html(report.message)}</p>{todo}{table}"
        + (f"<p>Notes:</p><ul>{notes}</ul>" if notes else "")
        + f"<p><small>Learner code ran in isolation: {escape(report.isolation)}; "
        f"{report.seconds:.2f} s{version}</small></p></div>"
    )
