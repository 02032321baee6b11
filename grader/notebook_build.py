"""Writing a lesson's learner notebook from its sources, the same bytes every time."""

from __future__ import annotations

from typing import Any

import nbformat
from nbformat import NotebookNode

from grader.lessons import Lesson

# The first code cell: loads the kit, which then says so.
LOAD_CELL = "%load_ext grader.notebook"


def hint_cell(slug: str, stage: int) -> str:
    """A hint cell as generated: a comment, so that running it reveals nothing. The learner
    deletes the `# ` to ask for the hint."""
    return f"# %hint {slug} {stage}"


def build_notebook(lesson: Lesson) -> NotebookNode:
    slug = lesson.slug
    cells: list[tuple[str, str]] = [
        ("markdown", lesson.text_path.read_text("utf-8").strip()),
        (
            "markdown",
            "## Your solution\n\nRun the next cell first: it loads the kit's `%check` and "
            f"`%hint` commands, and says so. Then write `{lesson.function}` in the cell after "
            "it and run that cell.",
        ),
        ("code", LOAD_CELL),
        ("code", lesson.stub_path.read_text("utf-8").strip()),
        (
            "markdown",
            "## Check your work\n\nRun this cell after every change. Your code runs in a separate "
            "process with a time limit, so a mistake cannot hang this notebook.",
        ),
        ("code", f"%check {slug}"),
        (
            "markdown",
            "## Hints\n\nEach hint gives away a little more than the one before, so open them "
            "in order, and only when you are stuck. A hint stays hidden until you ask for it: "
            "in its cell, delete the `# ` before `%hint`, then run the cell. Running the whole "
            "notebook opens none, and the notebook you hand in records the hints you opened.",
        ),
    ]
    for stage in lesson.hints:
        cells.append(("markdown", f"### Hint {stage.number}: {stage.title}"))
        cells.append(("code", hint_cell(slug, stage.number)))
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
