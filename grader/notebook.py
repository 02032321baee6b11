"""The kit inside Jupyter: `%load_ext grader.notebook` adds `%check SLUG` and `%hint SLUG N`.

`%check` grades exactly the code this kernel has run, in the order it ran it (IPython's input
history), in a child process like the command line does: the learner's function is never
called in the kernel by the kit, and an endless loop ends at the time limit. Each cell is
turned into the Python IPython ran (`submission.cell_to_python`), so the kit's own cells never
run in the child.

A hint is revealed only when the learner asks for it: the notebook's hint cells hold
`# %hint SLUG N`, a comment that "Run All" and headless execution pass over; the learner
deletes the `# ` and runs the cell. What `%hint` shows carries the stage in its output's
metadata, which the saved notebook keeps: that is the record `check` and `grade` read.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from grader.grading.grading import grade
from grader.grading.notebook_json import HINT_METADATA
from grader.grading.opening import open_session
from grader.grading.submission import Submission, cells_to_units
from grader.ground.errors import KitError
from grader.lesson.hints import hint_stage
from grader.lesson.lessons import find_lesson, sharing_answers
from grader.report.results import Report
from grader.sandbox.isolation import Layer
from grader.sandbox.session import Nursery
from grader.views import html, terminal

# The hint stages opened in this kernel, per lesson, so stages are revealed in order.
opened_hints: dict[str, list[int]] = {}
# Children started between `%check`s for the next one, which has none to wait for: each is a
# new process that has run nothing (`Nursery`).
children_ahead = Nursery()

LOADED = "Loaded the kit's `%check` and `%hint` commands into this notebook."


def hint_command(slug: str) -> Callable[[int], str]:
    """How to open hint stage n, said where a notebook's learner reads it."""
    return lambda stage: f"`%hint {slug} {stage}` (in the Hints section, delete its `# `)"


class ReportView:
    """A report that shows as an HTML table in Jupyter and as text anywhere else."""

    def __init__(self, report: Report, hint_how: Callable[[int], str]) -> None:
        self.report = report
        self._hint_how = hint_how

    def _repr_html_(self) -> str:
        return html.render(self.report, self._hint_how)

    def __repr__(self) -> str:
        return terminal.render(self.report, self._hint_how)


class Message:
    """A short Markdown message (a hint, or a problem) shown as Markdown or plain text.
    Its metadata is saved with the notebook: that is how opened hints are recorded."""

    def __init__(self, text: str, metadata: dict[str, Any] | None = None) -> None:
        self.text = text
        self.metadata = metadata or {}

    def _repr_markdown_(self) -> tuple[str, dict[str, Any]]:
        return self.text, self.metadata

    def __repr__(self) -> str:
        return self.text


def check(slug: str, layer: Layer | None = None) -> ReportView | Message:
    """Grade this kernel's cells; `layer` as `grading.grade` takes it."""
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None:
        return Message(
            "`check` grades the cells of a running Jupyter kernel; "
            "elsewhere, use `citekit check FILE`."
        )
    history = shell.history_manager.input_hist_raw
    try:
        lesson = find_lesson(slug)
        units, notes = cells_to_units(
            list(enumerate(history))[1:], lambda n: f"In [{n}]", lesson.function
        )
        opened = frozenset(opened_hints.get(slug, ()))
        submission = Submission(units, notes=notes, hints_opened=opened)
        session = open_session(lesson, submission, layer=layer, nursery=children_ahead)
        # Answers remembered from earlier `%check`s: fixed cases and recorded inputs repeat.
        report = grade(sharing_answers(lesson), submission, layer=layer, session=session)
    except KitError as problem:
        return Message(str(problem))
    return ReportView(report, hint_command(slug))


def hint(slug: str, number: int) -> Message:
    try:
        lesson = find_lesson(slug)
        stage = hint_stage(lesson.hints, number, slug)
    except KitError as problem:
        return Message(str(problem))
    opened = opened_hints.setdefault(slug, [])
    if number > 1 and number - 1 not in opened:
        return Message(
            f"Hint {number} gives away more than hint {number - 1}. Open hint {number - 1} "
            f"first: {hint_command(slug)(number - 1)}, then run this cell again."
        )
    if number not in opened:
        opened.append(number)
    return Message(
        f"**Hint {number} of {len(lesson.hints)}: {stage.title}**\n\n{stage.text}",
        {HINT_METADATA: {"lesson": slug, "stage": number}},
    )


def _check_magic(line: str, layer: Layer | None = None) -> Any:
    if not line.strip():
        return Message("Use it as `%check SLUG`, for example `%check check-cited-sources`.")
    return check(line.strip(), layer)


def _hint_magic(line: str) -> Any:
    words = line.split()
    if len(words) != 2 or not words[1].isdigit():
        return Message("Use it as `%hint SLUG N`, for example `%hint check-cited-sources 1`.")
    return hint(words[0], int(words[1]))


def load_ipython_extension(shell: Any) -> None:
    register(shell)


def register(shell: Any, layer: Layer | None = None) -> None:
    """Add `%check` (grading in `layer`) and `%hint` to the shell, and say so."""
    shell.register_magic_function(functools.partial(_check_magic, layer=layer), "line", "check")
    shell.register_magic_function(_hint_magic, "line", "hint")
    print(LOADED)
