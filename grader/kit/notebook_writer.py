"""Writing a lesson's learner notebook from its sources, the same bytes every time.

The lesson text is cut at its `## ` headings and laid out for learning: the background first,
then the short task right above the code, the check cell, the list of checks folded away, the
questions that come after a first attempt, an optional exploration cell, and the hints.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

import nbformat
from nbformat import NotebookNode

from grader.lesson.lessons import Lesson

# The first code cell: loads the kit, which then says so.
LOAD_CELL = "%load_ext grader.notebook"

TASK = "Your task"
CHECKS_TRIED = "What the checks try"
CHECK_YOURSELF = "Check yourself"
EXPLORE = "Explore"
# Sections placed apart from the background; every other section is background, in text order.
PLACED = (TASK, CHECKS_TRIED, CHECK_YOURSELF, EXPLORE)
PYTHON_FENCE = "```python"


@dataclass(frozen=True)
class Place:
    """Where a notebook runs: a note for its first cell, the cell that loads the kit, and what
    the check cell says of how the learner's code runs."""

    note: str
    load_cell: str
    how_code_runs: str


DESKTOP = Place(
    "",
    LOAD_CELL,
    "Your code runs in a separate process with a time limit, so a mistake cannot hang this "
    "notebook.",
)


@dataclass(frozen=True)
class Section:
    heading: str  # "" for the title and opening above the first `## ` heading
    body: str  # the text under the heading, without the heading line

    @property
    def text(self) -> str:
        return f"## {self.heading}\n\n{self.body}" if self.heading else self.body


def lesson_sections(text: str) -> list[Section]:
    """The text cut at each `## ` heading; a `## ` line inside a fenced block is no heading."""
    sections: list[Section] = []
    lines: list[str] = []
    heading, fenced = "", False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if line.startswith("## ") and not fenced:
            sections.append(Section(heading, "\n".join(lines).strip()))
            heading, lines = line[3:].strip(), []
        else:
            lines.append(line)
    sections.append(Section(heading, "\n".join(lines).strip()))
    return [s for s in sections if s.heading or s.body]


def hint_cell(slug: str, stage: int) -> str:
    """A hint cell as generated: a comment, so that running it reveals nothing. The learner
    deletes the `# ` to ask for the hint."""
    return f"# %hint {slug} {stage}"


def build_notebook(lesson: Lesson, place: Place = DESKTOP) -> NotebookNode:
    slug = lesson.slug
    sections = lesson_sections(lesson.text_path.read_text("utf-8"))
    placed = {s.heading: s for s in sections if s.heading in PLACED}
    cells: list[tuple[str, str]] = [("markdown", place.note)] if place.note else []
    cells += [("markdown", s.text) for s in sections if s.heading not in PLACED]
    start = (
        "Run the next cell first: it loads the kit's `%check` and `%hint` commands, and says "
        f"so. Then write `{lesson.function}` in the cell after it and run that cell."
    )
    task = placed.get(TASK)
    runs = place.how_code_runs
    cells.append(("markdown", f"{task.text}\n\n{start}" if task else f"## {TASK}\n\n{start}"))
    cells += [
        ("code", place.load_cell),
        ("code", lesson.stub_path.read_text("utf-8").strip()),
        ("markdown", f"## Check your work\n\nRun this cell after every change. {runs}"),
        ("code", f"%check {slug}"),
    ]
    if tried := placed.get(CHECKS_TRIED):
        # Folded: the list is for reading after a check fails, not before the first attempt.
        summary = f"<details><summary><b>{CHECKS_TRIED}</b> (open to read)</summary>"
        cells.append(("markdown", f"{summary}\n\n{tried.body}\n\n</details>"))
    if questions := placed.get(CHECK_YOURSELF):
        cells.append(("markdown", questions.text))
    if explore := placed.get(EXPLORE):
        cells += _split_code(explore.text)
    cells.append(
        (
            "markdown",
            "## Hints\n\nEach hint gives away a little more than the one before, so open them "
            "in order, and only when you are stuck. A hint stays hidden until you ask for it: "
            "in its cell, delete the `# ` before `%hint`, then run the cell. Running the whole "
            "notebook opens none, and the notebook you hand in records the hints you opened.",
        )
    )
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
    notebook.metadata["citekit"]["generated"] = cells_digest(notebook.cells)
    built: NotebookNode = notebook
    return built


def _split_code(text: str) -> list[tuple[str, str]]:
    """Markdown with each fenced `python` block turned into a code cell of its own."""
    cells: list[tuple[str, str]] = []
    lines: list[str] = []
    kind = "markdown"
    for line in text.splitlines():
        opens = kind == "markdown" and line.strip() == PYTHON_FENCE
        closes = kind == "code" and line.strip() == "```"
        if opens or closes:
            cells.append((kind, "\n".join(lines).strip()))
            kind, lines = ("code" if opens else "markdown"), []
        else:
            lines.append(line)
    cells.append((kind, "\n".join(lines).strip()))
    return [(kind, source) for kind, source in cells if source]


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


def cells_digest(cells: list[Any]) -> str:
    """A digest of the cells' kinds and sources: what the notebook held when it was written."""
    digest = hashlib.sha256()
    for cell in cells:
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else source
        digest.update(json.dumps([cell.get("cell_type"), text]).encode("utf-8"))
    return digest.hexdigest()[:16]


def learner_changes(text: str) -> str | None:
    """Why a notebook file holds work of someone's own (edited or run cells), or None when it is
    exactly as `citekit notebook` wrote it and may be written over."""
    try:
        notebook = json.loads(text)
        cells = notebook["cells"]
        written = notebook["metadata"]["citekit"]["generated"]
    except (ValueError, KeyError, TypeError):
        return "it was not written by `citekit notebook` (or cannot be read as one)"
    if not isinstance(cells, list) or not all(isinstance(cell, dict) for cell in cells):
        return "it cannot be read as a notebook"
    if written != cells_digest(cells):
        return "its cells were edited"
    if any(cell.get("outputs") or cell.get("execution_count") for cell in cells):
        return "its cells were run (it holds their outputs and opened hints)"
    return None
