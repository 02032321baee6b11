"""The report as an HTML table, for Jupyter."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from grader.report.results import Report, Status
from grader.views.feedback import FULL, arrange
from grader.views.view import Row, view

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


def _detail(row: Row) -> str:
    """A check's failure, the point first; long values folded into a `<details>`. Values are
    shown as they came back (their backticks are the learner's); the check's own words show
    `code` as code."""
    shown, folded = arrange(row.result)
    lines = [escape(line.text) if line.value else text_html(line.text) for line in shown]
    body = f'<pre style="{WRAP}">{chr(10).join(lines)}</pre>'
    if folded:
        body += (
            f"<details><summary>{escape(FULL.rstrip(':'))}</summary>"
            f'<pre style="{WRAP}">{escape(chr(10).join(folded))}</pre></details>'
        )
    return body


def _row(row: Row, hint_how: Callable[[int], str]) -> str:
    detail = _detail(row) if row.result.message else ""
    if row.hint is not None:
        how = text_html(hint_how(row.hint))
        detail += f"<em>Hint stage {row.hint} may help: {how}</em>"
    if row.printed:
        printed = escape(row.printed[:2000])
        detail += f'<br>Your code printed:<pre style="{WRAP}">{printed}</pre>'
    return (
        f'<tr style="background:{BACKGROUND.get(row.status, "#fff")}">'
        f"<td {CELL}>{row.status.value}</td>"
        f'<td {CELL}><code style="white-space:nowrap">{escape(row.id)}</code></td>'
        f"<td {NAME_CELL}>{escape(row.name)}</td>"
        f"<td {CELL}>{row.points}</td>"
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
    shown = view(report)
    failed, passed = shown.failed, shown.passed
    table = _table([_row(row, hint_how) for row in failed]) if failed else ""
    if passed:
        summary = f"✓ {escape(shown.passes_summary)}"
        table += (
            f'<details><summary style="background:{BACKGROUND[Status.PASS]}">{summary}</summary>'
            f"{_table([_row(row, hint_how) for row in passed])}</details>"
        )
    notes = "".join(f'<li><pre style="{WRAP}">{escape(note)}</pre></li>' for note in shown.notes)
    scoring = "".join(f" {escape(field.sentence)}" for field in shown.scoring)
    todo = ""
    if shown.status is Status.TODO:
        todo = f"<p><em>Hint stage 1 may help: {text_html(hint_how(1))}</em></p>"
    about = f"<p><small>{escape(shown.about_line)}</small></p>" if shown.about else ""
    return (
        (f'<p style="font-weight:bold">{text_html(shown.lead)}</p>' if shown.lead else "")
        + f"<div><h4>{escape(shown.title)}: {shown.status_label}</h4>"
        f"<p>{text_html(shown.summary)}{scoring}</p>{todo}{table}"
        + (f"<p>Notes:</p><ul>{notes}</ul>" if notes else "")
        + f"{about}</div>"
    )
