"""A notebook's JSON, read field by field: every field the kit reads, checked for its type.

A notebook is JSON that a learner's tools wrote, or the learner did by hand, so any field may
hold any JSON value: a number where the cells' source should be, a list where the metadata
should be an object. Each field the kit reads (the cells, their `cell_type` and `source`, their
outputs' metadata with the hint records `%hint` leaves there, the lesson in the notebook's
metadata) is read here and nowhere else. A field of another type is ignored, and a note says
which and what it held; only a file that is not a notebook at all (not JSON, no list of
cells, a format the kit cannot read) is refused, in one paragraph.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from grader.ground.errors import SubmissionError
from grader.ground.text import first_notes, printable

# The key under which `%hint` output records the stage it revealed, saved with the notebook.
HINT_METADATA = "citekit-hint"
# The notebook format read as it is; older ones are upgraded by nbformat first.
FORMAT = 4

# Far more hint stages than any lesson has: a record of another is no hint opened.
LAST_STAGE = 99
# Longer than any lesson's slug: a lesson named in the metadata is shown in notes and errors.
LONGEST_LESSON = 100

OBJECT, LIST, STRING, WHOLE_NUMBER = "an object", "a list", "a string", "a whole number"
TEXT = "a string or a list of strings"


@dataclass(frozen=True)
class Notebook:
    """What the kit reads from a notebook, each part of the type it should be."""

    code_cells: list[tuple[int, str]]  # each code cell's number (from 1) and source
    lesson: str | None  # the slug its metadata names
    hints_opened: frozenset[int]  # the stages that hint records of this lesson name
    notes: list[str] = field(default_factory=list)  # the fields of the wrong type, ignored


def read_notebook(text: str, name: str) -> Notebook:
    """The notebook in `text`, from the file called `name`; raises `SubmissionError` only
    when it is no notebook at all."""
    document = _document(text, name)
    fields = _Fields()
    cells = document.get("cells")
    if not isinstance(cells, list):
        what = "none" if cells is None else f"`cells` is {_kind(cells)}"
        raise SubmissionError(_unreadable(name, f"it holds no list of cells ({what})"))
    metadata = fields.read(document, "metadata", OBJECT, "the notebook's metadata") or {}
    citekit = fields.read(metadata, "citekit", OBJECT, "metadata.citekit") or {}
    lesson = fields.read(citekit, "lesson", STRING, "metadata.citekit.lesson")
    if lesson is not None and len(lesson) > LONGEST_LESSON:  # it is shown, in notes and errors
        fields.problem(f"metadata.citekit.lesson is {len(lesson)} characters, no lesson's name")
        lesson = None
    code_cells, stages = [], set()
    for number, cell in enumerate(cells, start=1):
        where = f"cell {number}"
        if not fields.holds(cell, OBJECT, where):
            continue
        if fields.read(cell, "cell_type", STRING, f"{where}'s cell_type") == "code":
            source = fields.read(cell, "source", TEXT, f"{where}'s source") or ""
            code_cells.append((number, "".join(source)))
        outputs = fields.read(cell, "outputs", LIST, f"{where}'s outputs") or []
        for place, output in enumerate(outputs, start=1):
            stages |= _stages(fields, output, lesson, f"{where}, output {place}")
    return Notebook(code_cells, lesson, frozenset(stages), fields.notes(name))


def _stages(fields: _Fields, output: Any, lesson: str | None, where: str) -> set[int]:
    """The stages that the hint records in one output's metadata name for `lesson` (or for
    no lesson in particular)."""
    if not fields.holds(output, OBJECT, where):
        return set()
    metadata = fields.read(output, "metadata", OBJECT, f"{where}'s metadata") or {}
    stages = set()
    # Each value is one kind of output's metadata; other tools keep anything there.
    for value in metadata.values():
        if not isinstance(value, dict) or HINT_METADATA not in value:
            continue
        record = fields.read(value, HINT_METADATA, OBJECT, f"{where}'s hint record")
        if record is None:
            continue
        named = record.get("lesson")  # null, or no lesson: a record for any lesson
        if named is not None and not fields.holds(named, STRING, f"{where}'s hint lesson"):
            continue
        stage = fields.read(record, "stage", WHOLE_NUMBER, f"{where}'s hint stage")
        if stage is not None and not 1 <= stage <= LAST_STAGE:
            fields.problem(f"{where}'s hint stage is not one from 1 to {LAST_STAGE}")
        elif stage is not None and named in (lesson, None):
            stages.add(stage)
    return stages


class _Fields:
    """Reads fields, keeping what it found of the wrong type."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def read(self, holder: dict[str, Any], key: str, kind: str, where: str) -> Any:
        """`holder[key]` when it is of `kind`; None when it is missing or of another kind."""
        if key not in holder:
            return None
        value = holder[key]
        return value if self.holds(value, kind, where) else None

    def holds(self, value: Any, kind: str, where: str) -> bool:
        if _is(value, kind):
            return True
        self.problem(f"{where} is {_kind(value)}, not {kind}")
        return False

    def problem(self, text: str) -> None:
        self.problems.append(text)

    def notes(self, name: str) -> list[str]:
        notes = first_notes(
            [f"{name}: {problem}; it was ignored." for problem in self.problems],
            lambda count: f"{name}: {count} more fields of the wrong type were ignored.",
        )
        return [printable(note) for note in notes]


def _is(value: Any, kind: str) -> bool:
    if kind == OBJECT:
        return isinstance(value, dict)
    if kind == LIST:
        return isinstance(value, list)
    if kind == STRING:
        return isinstance(value, str)
    if kind == WHOLE_NUMBER:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, str) or (
        isinstance(value, list) and all(isinstance(item, str) for item in value)
    )


def _kind(value: Any) -> str:
    """The JSON type of a value, as a note names it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _document(text: str, name: str) -> dict[str, Any]:
    """The notebook's JSON object, in the current format (older ones upgraded by nbformat)."""
    try:
        document = json.loads(text)
    except RecursionError:
        raise SubmissionError(_unreadable(name, "its JSON is nested too deeply")) from None
    except ValueError as problem:
        raise SubmissionError(_unreadable(name, f"it is not JSON ({problem})")) from None
    if not isinstance(document, dict):
        raise SubmissionError(_unreadable(name, f"it is {_kind(document)}, not a JSON object"))
    version = document.get("nbformat")
    if not isinstance(version, int) or isinstance(version, bool):
        reason = "it does not say which notebook format it is in (`nbformat`)"
        raise SubmissionError(_unreadable(name, reason))
    if version > FORMAT:
        reason = f"it is in notebook format {version}, newer than the {FORMAT} this kit reads"
        raise SubmissionError(_unreadable(name, reason))
    if version < FORMAT:
        return _upgraded(text, name)
    return document


def _upgraded(text: str, name: str) -> dict[str, Any]:
    import nbformat  # only for an old notebook: reading one in the current format needs none

    try:
        upgraded: dict[str, Any] = nbformat.reads(text, as_version=FORMAT)
    except Exception as problem:  # nbformat raises many types for a broken file
        reason = f"it could not be upgraded from its older format ({type(problem).__name__}: "
        raise SubmissionError(_unreadable(name, f"{reason}{str(problem)[:200]})")) from None
    return upgraded


def _unreadable(name: str, reason: str) -> str:
    return printable(
        f"{name} is not a readable Jupyter notebook: {reason}. Open it in Jupyter, save it, "
        "and submit it again."
    )
