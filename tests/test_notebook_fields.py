"""Any JSON value at any field of a notebook that the kit reads is a note on the report (its
value ignored) or, where the file is no notebook at all, the kit's own one-paragraph error;
nothing else is ever raised. The values are generated; a class with such a notebook is graded
in test_class_shapes.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURE_SLUG as SLUG
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.grading.notebook_json import HINT_METADATA, read_notebook
from grader.grading.submission import load_submission
from grader.ground.errors import SubmissionError
from grader.ground.text import NOT_PRINTABLE

# Notebooks read, no learner code run: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent

SOLUTION = "def solve(citations, retrieved_ids):\n    return []\n"


def notebook() -> dict[str, Any]:
    """A notebook with a value at every field the kit reads, each of its right type."""
    hint = {"text/markdown": {HINT_METADATA: {"lesson": SLUG, "stage": 2}}}
    return {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "citekit": {"lesson": SLUG},
            "kernelspec": {"name": "python3", "language": "python", "display_name": "Python 3"},
            "language_info": {"name": "python", "version": "3.11"},
        },
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# Task"},
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": 1,
                "source": SOLUTION.splitlines(keepends=True),
                "outputs": [{"output_type": "display_data", "data": {}, "metadata": hint}],
            },
        ],
    }


CODE_CELL = ("cells", 1)
OUTPUT = (*CODE_CELL, "outputs", 0)
RECORD = (*OUTPUT, "metadata", "text/markdown", HINT_METADATA)


def an_object(value: Any) -> bool:
    return isinstance(value, dict)


def a_list(value: Any) -> bool:
    return isinstance(value, list)


def a_string(value: Any) -> bool:
    return isinstance(value, str)


def a_stage(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 99


def text(value: Any) -> bool:
    return isinstance(value, str) or (a_list(value) and all(map(a_string, value)))


# Each field the kit reads, and the values it takes there. A value of another type is a note,
# or at the first two, where the notebook is no notebook without them, the kit's own error.
READ = {
    ("nbformat",): lambda value: value == 4 and not isinstance(value, bool),
    ("cells",): a_list,
    ("metadata",): an_object,
    ("metadata", "citekit"): an_object,
    ("metadata", "citekit", "lesson"): lambda value: a_string(value) and len(value) <= 100,
    ("cells", 0): an_object,
    CODE_CELL: an_object,
    (*CODE_CELL, "cell_type"): a_string,
    (*CODE_CELL, "source"): text,
    (*CODE_CELL, "source", 0): a_string,
    (*CODE_CELL, "outputs"): a_list,
    OUTPUT: an_object,
    (*OUTPUT, "metadata"): an_object,
    RECORD: an_object,
    (*RECORD, "lesson"): lambda value: value is None or a_string(value),
    (*RECORD, "stage"): a_stage,
}
NO_NOTEBOOK = {("nbformat",), ("cells",)}
# Where any value of the right type leaves nothing to note.
LEAVES = {
    ("metadata", "citekit", "lesson"),
    (*CODE_CELL, "cell_type"),
    (*CODE_CELL, "source", 0),
    (*RECORD, "lesson"),
    (*RECORD, "stage"),
}
# Where any value at all is as good as another: the kit reads no such field, or (one kind of
# output's metadata) other tools keep anything there.
ANY_VALUE = [
    ("nbformat_minor",),
    ("metadata", "kernelspec"),
    ("metadata", "language_info"),
    ("metadata", "kernelspec", "language"),
    (*CODE_CELL, "metadata"),
    (*CODE_CELL, "execution_count"),
    (*OUTPUT, "data"),
    (*OUTPUT, "metadata", "text/markdown"),
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


def with_value(document: dict[str, Any], path: tuple[str | int, ...], value: Any) -> str:
    holder: Any = document
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return json.dumps(document)


@pytest.fixture(scope="module")
def notebook_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("notebooks") / "learner.ipynb"


@settings(max_examples=400, deadline=None)
@given(path=st.sampled_from([*READ, *ANY_VALUE]), value=json_values)
def test_any_json_at_any_field_is_a_note_or_the_kits_own_error(
    notebook_file: Path, path: tuple[str | int, ...], value: Any
) -> None:
    notebook_file.write_text(with_value(notebook(), path, value), "utf-8")
    fits = READ.get(path, lambda value: True)(value)
    try:
        submission = load_submission(notebook_file)
    except SubmissionError as problem:
        assert path in NO_NOTEBOOK and not fits, f"{path} = {value!r} made it unreadable"
        assert str(problem).startswith("learner.ipynb is not a readable Jupyter notebook: ")
        return
    ignored = [note for note in submission.notes if note.endswith("; it was ignored.")]
    if not fits:
        assert ignored, f"{path} = {value!r} was taken without a note"
    if fits and path in LEAVES:
        assert not ignored, submission.notes
    if path in ANY_VALUE[:-1]:
        assert submission.lesson == SLUG and submission.hints_opened == {2}
    assert all(len(note) < 500 and not NOT_PRINTABLE.search(note) for note in submission.notes)


def old_notebook() -> dict[str, Any]:
    """A notebook in format 3, which nbformat upgrades before the kit reads it."""
    cell = {"cell_type": "code", "input": SOLUTION, "language": "python", "outputs": []}
    return {
        "nbformat": 3,
        "nbformat_minor": 0,
        "metadata": {"name": "old"},
        "worksheets": [{"cells": [cell], "metadata": {}}],
    }


OLD_CELL = ("worksheets", 0, "cells", 0)
OLD_FIELDS = [
    ("metadata",),
    ("nbformat_minor",),
    ("worksheets",),
    ("worksheets", 0),
    ("worksheets", 0, "cells"),
    OLD_CELL,
    (*OLD_CELL, "cell_type"),
    (*OLD_CELL, "input"),
    (*OLD_CELL, "language"),
    (*OLD_CELL, "outputs"),
]


@settings(max_examples=150, deadline=None)
@given(path=st.sampled_from(OLD_FIELDS), value=json_values)
def test_any_json_in_an_old_notebook_is_upgraded_or_the_kits_own_error(
    notebook_file: Path, path: tuple[str | int, ...], value: Any
) -> None:
    notebook_file.write_text(with_value(old_notebook(), path, value), "utf-8")
    try:
        submission = load_submission(notebook_file)
    except SubmissionError as problem:
        assert str(problem).startswith("learner.ipynb is not a readable Jupyter notebook: ")
        return
    assert all(len(note) < 500 and not NOT_PRINTABLE.search(note) for note in submission.notes)


@pytest.mark.parametrize(
    ("path", "value", "note"),
    [
        (("metadata",), [], "the notebook's metadata is a list, not an object"),
        (("metadata", "citekit"), 5, "metadata.citekit is a number, not an object"),
        (("metadata", "citekit", "lesson"), {"a": 1}, "metadata.citekit.lesson is an object"),
        (("metadata", "citekit", "lesson"), "x" * 10**6, "metadata.citekit.lesson is 1000000 c"),
        ((*CODE_CELL, "cell_type"), 3, "cell 2's cell_type is a number, not a string"),
        ((*CODE_CELL, "source"), 12, "cell 2's source is a number, not a string or a list of"),
        ((*CODE_CELL, "outputs"), {}, "cell 2's outputs is an object, not a list"),
        ((*OUTPUT, "metadata"), [1, 2], "cell 2, output 1's metadata is a list, not an object"),
        (RECORD, "2", "cell 2, output 1's hint record is a string, not an object"),
        ((*RECORD, "stage"), "2", "cell 2, output 1's hint stage is a string, not a whole"),
        ((*RECORD, "stage"), True, "cell 2, output 1's hint stage is true, not a whole number"),
        ((*RECORD, "stage"), 0, "cell 2, output 1's hint stage is not one from 1 to 99"),
        ((*RECORD, "stage"), 10**4000, "cell 2, output 1's hint stage is not one from 1 to 99"),
        ((*RECORD, "lesson"), 7, "cell 2, output 1's hint lesson is a number, not a string"),
    ],
)
def test_a_field_of_the_wrong_type_is_named_and_ignored(
    tmp_path: Path, path: tuple[str | int, ...], value: Any, note: str
) -> None:
    submission_file = tmp_path / "ada.ipynb"
    submission_file.write_text(with_value(notebook(), path, value), "utf-8")
    submission = load_submission(submission_file)
    assert submission.notes[0].startswith(f"ada.ipynb: {note}"), submission.notes
    assert submission.notes[0].endswith("; it was ignored.")
    assert not submission.hints_opened or submission.hints_opened == {2}


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[1, 2]", "it is a list, not a JSON object"),
        ("{", "it is not JSON"),
        ("[" * 100_000 + "]" * 100_000, "its JSON is nested too deeply"),
        ('{"nbformat": "4", "cells": []}', "it does not say which notebook format it is in"),
        ('{"nbformat": 5, "cells": []}', "it is in notebook format 5, newer than the 4"),
        ('{"nbformat": 4, "cells": {"0": {}}}', "it holds no list of cells (`cells` is an obj"),
        ('{"nbformat": 4}', "it holds no list of cells (none)"),
        ('{"nbformat": 3, "worksheets": 7}', "it could not be upgraded from its older format"),
    ],
)
def test_a_file_that_is_no_notebook_is_refused_in_one_paragraph(text: str, reason: str) -> None:
    with pytest.raises(SubmissionError) as refused:
        read_notebook(text, "ada.ipynb")
    message = str(refused.value)
    assert message.startswith(f"ada.ipynb is not a readable Jupyter notebook: {reason}"), message
    assert message.endswith("Open it in Jupyter, save it, and submit it again.")
    assert "\n" not in message and len(message) < 600


def test_many_wrong_fields_make_few_notes() -> None:
    document = notebook()
    document["cells"] = [{"cell_type": "code", "source": 1}] * 50
    read = read_notebook(json.dumps(document), "{count}.ipynb")  # braces are only text
    assert len(read.notes) == 6
    assert read.notes[-1] == "{count}.ipynb: 45 more fields of the wrong type were ignored."
