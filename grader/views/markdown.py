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

from grader.report.results import Report, Status
from grader.views.view import view

MARK = {Status.PASS: "✅", Status.FAIL: "❌", Status.ERROR: "⚠️", Status.TODO: "📝"}
# What starts markup inside a line: HTML and autolinks, entities, links, code, emphasis, cells.
MARKUP = re.compile(r"([\\`*_\[\]<>&|~])")


def render(report: Report, hint_how: Callable[[int], str]) -> str:
    """`hint_how(n)` says how to open hint stage n."""
    shown = view(report)
    lines = [f"## {escape(shown.title or shown.exercise or 'Your submission')}", ""]
    first, _, rest = shown.summary.partition("\n")
    lines += [f"**{shown.status.value.upper()}**: {escape(first)}", ""]
    if rest.strip():
        lines += [_fenced(rest.rstrip()), ""]
    if shown.scoring:
        lines += [escape(field.sentence) for field in shown.scoring] + [""]
    if shown.status is Status.TODO:
        lines += [_hint_line(1, hint_how), ""]
    if shown.rows:
        lines += ["| | check | what it tries | points |", "| --- | --- | --- | --- |"]
        lines += [
            f"| {MARK[row.status]} | `{row.id}` | {escape(row.name)} | {row.points} |"
            for row in shown.rows
        ]
        lines.append("")
    for row in shown.failed:
        lines += [f"### `{row.id}`: {row.status.value}", "", _fenced(row.result.message), ""]
        if row.hint is not None:
            lines += [_hint_line(row.hint, hint_how), ""]
        if row.printed:
            lines += ["Your code printed:", "", _fenced(row.printed), ""]
    if report.notes:
        lines += ["### Notes", ""]
        lines += [_fenced(note) for note in report.notes]
        lines.append("")
    if shown.about:
        lines.append(f"_{escape(shown.about_line)}._")
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
