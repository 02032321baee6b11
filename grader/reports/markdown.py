"""The report as Markdown: the same content as the terminal table, for feedback files and
Gradescope.

Learner text must stay text wherever the Markdown is shown: multi-line text (a check's
message, what the code printed, notes) goes in a fenced code block, where nothing is markup;
a line among the kit's own words is escaped, so that no HTML tag, entity, link or table cell
comes out of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grader.results import Report, Status

MARK = {Status.PASS: "✅", Status.FAIL: "❌", Status.ERROR: "⚠️", Status.TODO: "📝"}
# What starts markup inside a line: HTML and autolinks, entities, links, code, emphasis, cells.
MARKUP = re.compile(r"([\\`*_\[\]<>&|~])")


def render(report: Report, hint_how: Callable[[int], str]) -> str:
    """`hint_how(n)` says how to open hint stage n."""
    lines = [f"## {escape(report.title or report.exercise or 'Your submission')}", ""]
    summary = report.message
    if report.status is not Status.ERROR:
        summary = f"Score {report.score}/{report.max_score}. {summary}"
    first, _, rest = summary.partition("\n")
    lines += [f"**{report.status.value.upper()}**: {escape(first)}", ""]
    if rest.strip():
        lines += [_fenced(rest.rstrip()), ""]
    if report.status is Status.TODO:
        lines += [_hint_line(1, hint_how), ""]
    if report.checks:
        lines += ["| | check | what it tries | points |", "| --- | --- | --- | --- |"]
        lines += [
            f"| {MARK[check.status]} | `{check.id}` | {escape(check.name)} | "
            f"{check.points}/{check.max_points} |"
            for check in report.checks
        ]
        lines.append("")
    for check in report.checks:
        if check.status is Status.PASS:
            continue
        lines += [f"### `{check.id}`: {check.status.value}", "", _fenced(check.message), ""]
        if check.hint is not None:
            lines += [_hint_line(check.hint, hint_how), ""]
        if check.output.strip():
            lines += ["Your code printed:", "", _fenced(check.output.rstrip()), ""]
    if report.notes:
        lines += ["### Notes", ""]
        lines += [_fenced(note) for note in report.notes]
        lines.append("")
    if report.isolation:
        version = f"; lesson version {report.lesson_version}" if report.lesson_version else ""
        lines.append(
            f"_Learner code ran in isolation: {report.isolation}; {report.seconds:.2f} s{version}._"
        )
    return "\n".join(lines).rstrip() + "\n"


def _hint_line(stage: int, hint_how: Callable[[int], str]) -> str:
    """Where to find hint `stage`; `hint_how` gives the command to run there, or "" where
    the learner has none (Gradescope)."""
    how = hint_how(stage)
    return f"Hint stage {stage} may help: `{how}`" if how else f"Hint stage {stage} may help."


def escape(text: str) -> str:
    """One line of text, to be read as it is within Markdown."""
    return MARKUP.sub(r"\\\1", text)


def _fenced(text: str) -> str:
    """A code block whose fence is longer than any run of backticks inside it."""
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}\n{text}\n{fence}"
