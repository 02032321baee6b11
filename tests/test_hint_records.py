"""Hint stages a learner opened travel in the saved notebook to `check` and the gradebook."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from conftest import FIXTURE_NOTEBOOK as NOTEBOOK
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import fixture_environment, run_cli

from grader.grading.notebook_json import HINT_METADATA
from grader.kit.notebook_writer import hint_cell

# Which hint stages a saved notebook opened, as check and the gradebook keep them: nothing
# the isolation layer could change.
pytestmark = pytest.mark.layer_independent


def notebook_with_hints_opened(path: Path, stages: list[int]) -> Path:
    """The lesson notebook solved, saved as Jupyter saves it after the learner asked for the
    hint stages `stages` (deleted the `# ` in their cells and ran them)."""
    notebook = nbformat.read(str(NOTEBOOK), as_version=4)
    for cell in notebook.cells:
        if "NotImplementedError" in cell.source:
            cell.source = REFERENCE.read_text("utf-8")
        for stage in stages:
            if cell.source == hint_cell(SLUG, stage):
                cell.source = f"%hint {SLUG} {stage}"  # the learner asked for it
                cell.outputs = [
                    nbformat.v4.new_output(
                        "execute_result",
                        data={"text/markdown": f"**Hint {stage} of 3**"},
                        metadata={
                            "text/markdown": {HINT_METADATA: {"lesson": SLUG, "stage": stage}}
                        },
                        execution_count=stage,
                    )
                ]
    nbformat.write(notebook, str(path))
    return path


def test_check_reports_the_hint_stages_opened(tmp_path: Path) -> None:
    submission = notebook_with_hints_opened(tmp_path / "ada.ipynb", [1, 2])
    done = run_cli("check", submission, "--json", env=fixture_environment())
    report = json.loads(done.stdout)
    assert done.returncode == 0
    assert report["hints_opened"] == [1, 2]
    assert report["hint_penalty"] == 0  # hints are free unless the lesson says otherwise
    assert report["score"] == report["max_score"]
    assert (
        "Hint stages opened: 1, 2."
        in run_cli("check", submission, env=fixture_environment()).stdout
    )


def test_the_gradebook_keeps_the_hint_stages_opened(tmp_path: Path) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    notebook_with_hints_opened(folder / "ada.ipynb", [1])
    notebook_with_hints_opened(folder / "ben.ipynb", [])
    gradebook = tmp_path / "class.sqlite"
    graded = run_cli(
        "grade", folder, "--exercise", SLUG, "--gradebook", gradebook, env=fixture_environment()
    )
    assert graded.returncode == 0, graded.stderr
    exported = tmp_path / "grades.json"
    assert run_cli("export", "--gradebook", gradebook, "--json", exported).returncode == 0
    rows = {row["learner"]: row for row in json.loads(exported.read_text("utf-8"))}
    assert rows["ada"]["hints_opened"] == [1]
    assert rows["ben"]["hints_opened"] == []
