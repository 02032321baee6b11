"""Reading a submission (.py file or .ipynb notebook) into the code units the child runs.

Nothing here runs learner code: sources are read, IPython syntax is neutralised, and each unit
is compiled (never executed) so that syntax errors are reported before a child is started.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from grader.errors import SubmissionError
from grader.sandbox.process import Unit
from grader.text import name_text, printable, valid

# The key under which `%hint` output records the stage it revealed, saved with the notebook.
HINT_METADATA = "citekit-hint"

# A line magic, a shell escape, or an assignment from one (`files = !ls`).
MAGIC_LINE = re.compile(r"^(\s*)(?:[%!]|[\w.]+\s*=\s*[%!])")


@dataclass(frozen=True)
class Submission:
    path: Path
    units: list[Unit]
    lesson: str | None = None  # the slug a notebook names in its metadata
    notes: list[str] = field(default_factory=list)
    hints_opened: frozenset[int] = frozenset()  # hint stages whose output a notebook kept


def load_submission(path: Path) -> Submission:
    """Refuses, with a message to show as it is, whatever cannot be graded as handed in: a
    symbolic link (it may point at a file that is not the learner's, such as the reference),
    a name that is not UTF-8, a file that is not a .py or .ipynb, text that is not UTF-8."""
    shown, name = name_text(str(path)), name_text(path.name)
    if path.is_symlink():
        raise SubmissionError(
            f"{name} is a symbolic link. Links are not graded, since the file they point to "
            "need not be yours: hand in the file itself."
        )
    if not path.exists():
        raise SubmissionError(f"There is no file at {shown}. Check the path and try again.")
    if path.is_dir():
        raise SubmissionError(
            f"{shown} is a folder. `check` grades one .py file or .ipynb notebook; "
            "use `grade` for a folder of submissions."
        )
    if not path.is_file():  # a FIFO or a device: reading it could wait for ever
        raise SubmissionError(f"{shown} is not a regular file, so it cannot be graded.")
    if valid(path.name) != path.name:
        raise SubmissionError(
            f"The name of {name} is not valid UTF-8 (its undecodable bytes are shown as \\x..), "
            "so it cannot be graded or recorded as it is. Rename the file, using letters, "
            "digits, '-' and '_', and submit it again."
        )
    if path.suffix == ".ipynb":
        return _load_notebook(path, name)
    if path.suffix == ".py":
        return _load_python(path, name)
    raise SubmissionError(
        f"{name} is neither a .py file nor a .ipynb notebook, so it cannot be graded. "
        "Submit the file where you wrote `solve`."
    )


def _read_text(path: Path, name: str) -> str:
    try:
        data = path.read_bytes()
    except OSError as problem:
        raise SubmissionError(
            f"{name_text(str(path))} could not be read ({problem.strerror})."
        ) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise SubmissionError(
            f"{name} is not UTF-8 text (byte {problem.start} cannot be decoded). Save it "
            "as UTF-8 in your editor and submit it again."
        ) from None


def _load_python(path: Path, name: str) -> Submission:
    source = _read_text(path, name)
    syntax_problem = syntax_error(source, name)
    if syntax_problem:
        raise SubmissionError(f"{syntax_problem} Fix it and run the check again.")
    return Submission(path, [Unit(name, source)])


def _load_notebook(path: Path, name: str) -> Submission:
    import nbformat  # imported here: grading a .py file should not pay for it

    text = _read_text(path, name)
    try:
        notebook = nbformat.reads(text, as_version=4)
    except Exception as problem:  # nbformat raises many types for a broken file
        raise SubmissionError(
            f"{name} is not a readable Jupyter notebook ({type(problem).__name__}: "
            f"{printable(str(problem)[:200])}). Open it in Jupyter, save it, and submit it again."
        ) from None
    sources = [
        (number, _cell_source(cell))
        for number, cell in enumerate(notebook.cells, start=1)
        if cell.get("cell_type") == "code"
    ]
    units, notes = cells_to_units(sources, lambda number: f"{name}, cell {number}")
    metadata = notebook.get("metadata", {}).get("citekit", {})
    lesson = metadata.get("lesson") if isinstance(metadata, dict) else None
    lesson = lesson if isinstance(lesson, str) else None
    return Submission(path, units, lesson, notes, _hints_opened(notebook, lesson))


def _hints_opened(notebook: Any, lesson: str | None) -> frozenset[int]:
    """Stages revealed by `%hint` cells, read from the outputs the notebook saved."""
    stages = set()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            for meta in output.get("metadata", {}).values():
                hint = meta.get(HINT_METADATA) if isinstance(meta, dict) else None
                if isinstance(hint, dict) and hint.get("lesson") in (lesson, None):
                    stages.add(hint.get("stage"))
    return frozenset(stage for stage in stages if isinstance(stage, int))


def _cell_source(cell: Any) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def cells_to_units(
    cells: list[tuple[int, str]], name_of: Callable[[int], str]
) -> tuple[list[Unit], list[str]]:
    """Code cells in order as units named by `name_of(number)`. Magics and shell escapes
    become `pass`; a cell with a syntax error is left out and named in the notes, so later
    cells still count."""
    units, notes = [], []
    for number, raw in cells:
        name = name_of(number)
        source, neutralised = neutralise_magics(raw)
        if neutralised and source.strip(" \npas"):
            notes.append(f"{name}: IPython magics and shell commands in it were not run.")
        problem = syntax_error(source, name)
        if problem:
            notes.append(f"{name} was skipped: {problem}")
            continue
        if source.strip():
            units.append(Unit(name, source, cell=True))
    return units, notes


def neutralise_magics(source: str) -> tuple[str, bool]:
    """Replace IPython-only syntax with `pass`, keeping line numbers and indentation."""
    lines = source.splitlines()
    if lines and lines[0].lstrip().startswith("%%"):
        return "", True
    changed = False
    for index, line in enumerate(lines):
        match = MAGIC_LINE.match(line)
        if match:
            lines[index] = match.group(1) + "pass"
            changed = True
    return "\n".join(lines) + "\n", changed


def syntax_error(source: str, name: str) -> str | None:
    try:
        compile(source, name, "exec", dont_inherit=True)
    except SyntaxError as problem:
        where = f"line {problem.lineno}" if problem.lineno else "somewhere"
        text = (problem.text or "").strip()
        shown = f" (`{text}`)" if text else ""
        # The line is the learner's own text, shown in a terminal as it is.
        return printable(f"{name} has a syntax error at {where}{shown}: {problem.msg}.")
    except ValueError as problem:  # e.g. a NUL byte in the source, or a lone surrogate
        return printable(f"{name} cannot be compiled: {problem}.")
    return None
