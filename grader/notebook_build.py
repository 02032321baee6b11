"""Writing a lesson's learner notebook from its sources, the same bytes every time."""

from __future__ import annotations

from typing import Any

import nbformat
from nbformat import NotebookNode

from grader.lessons import Lesson


def build_notebook(lesson: Lesson) -> NotebookNode:
    slug = lesson.slug
    cells: list[tuple[str, str]] = [
        ("markdown", lesson.text_path.read_text("utf-8").strip()),
        (
            "markdown",
            "## Your solution\n\nRun the next cell once: it loads the kit's `%check` and "
            f"`%hint` commands. Then write `{lesson.function}` in the cell after it and run it.",
        ),
        ("code", "%load_ext grader.notebook"),
        ("code", lesson.stub_path.read_text("utf-8").strip()),
        (
            "markdown",
            "## Check your work\n\nRun this cell after every change. Your code runs in a separate "
            "process with a time limit, so a mistake cannot hang this notebook.",
        ),
        ("code", f"%check {slug}"),
        (
            "markdown",
            "## Hints\n\nEach hint gives away a little more than the one before. Open one only "
            "when you are stuck, and in order.",
        ),
    ]
    for stage in lesson.hints:
        cells.append(("markdown", f"### Hint {stage.number}: {stage.title}"))
        cells.append(("code", f"%hint {slug} {stage.number}"))
    notebook = nbformat.v4.new_notebook()
    notebook.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        "citekit": {"lesson": slug},
    }
    notebook.cells = [_cell(kind, source, f"{slug}-{i}") for i, (kind, source) in enumerate(cells)]
    built: NotebookNode = notebook
    return built


def _cell(kind: str, source: str, cell_id: str) -> Any:
    if kind == "code":
        cell = nbformat.v4.new_code_cell(source)
    else:
        cell = nbformat.v4.new_markdown_cell(source)
    cell.id = cell_id[:64]
    return cell


def notebook_text(notebook: NotebookNode) -> str:
    text: str = nbformat.writes(notebook)
    return text + "\n"
