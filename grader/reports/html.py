"""The report as an HTML table, for Jupyter."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from grader.reports.terminal import hints_line
from grader.results import Report, Status

BACKGROUND = {Status.PASS: "#e6f4ea", Status.FAIL: "#fce8e6", Status.ERROR: "#f3e8fd"}


def render(report: Report, hint_how: Callable[[int], str]) -> str:
    rows = []
    for check in report.checks:
        detail = escape(check.message)
        if check.status is not Status.PASS and check.hint is not None:
            detail += (
                f"<br><em>Hint stage {check.hint} may help: {escape(hint_how(check.hint))}</em>"
            )
        if check.output.strip():
            detail += f"<br>Your code printed:<pre>{escape(check.output[:2000])}</pre>"
        rows.append(
            f'<tr style="background:{BACKGROUND.get(check.status, "#fff")}">'
            f"<td>{check.status.value}</td><td><code>{escape(check.id)}</code></td>"
            f"<td>{escape(check.name)}</td><td>{check.points}/{check.max_points}</td>"
            f'<td style="text-align:left"><pre style="white-space:pre-wrap;margin:0">{detail}'
            "</pre></td></tr>"
        )
    notes = "".join(f"<li><pre>{escape(note)}</pre></li>" for note in report.notes)
    score = "" if report.status is Status.ERROR else f"Score {report.score}/{report.max_score}. "
    if report.hints_opened:
        score += escape(hints_line(report)) + " "
    table = (
        "<table><thead><tr><th>status</th><th>check</th><th>what it tries</th><th>points</th>"
        f"<th>details</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        if rows
        else ""
    )
    return (
        f"<div><h4>{escape(report.title)}: {report.status.value}</h4>"
        f"<p>{score}{escape(report.message)}</p>{table}"
        + (f"<p>Notes:</p><ul>{notes}</ul>" if notes else "")
        + f"<p><small>Learner code ran in isolation: {escape(report.isolation)}; "
        f"{report.seconds:.2f} s</small></p></div>"
    )
