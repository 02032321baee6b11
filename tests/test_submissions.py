"""Submissions beyond a plain .py file: notebooks, old notebook formats, learner output."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat
import nbformat.v3
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import fixture_environment, grade_fixture, run_cli

from grader.report.results import Status

HELPER = "def known_ids(retrieved_ids):\n    return set(retrieved_ids)\n"
ENV = fixture_environment()
WRONG_SOLVE = "def solve(citations, retrieved_ids):\n    return []\n"
# Correct, and only with the helper from an earlier cell.
RIGHT_SOLVE = (
    "def solve(citations, retrieved_ids):\n"
    "    known, reported, unknown = known_ids(retrieved_ids), set(), []\n"
    "    for cited in citations:\n"
    "        if cited not in known and cited not in reported:\n"
    "            reported.add(cited)\n"
    "            unknown.append(cited)\n"
    "    return unknown\n"
)


def write_v4(path: Path, cells: list[Any], lesson: str | None = SLUG) -> Path:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = cells
    if lesson:
        notebook.metadata["citekit"] = {"lesson": lesson}
    nbformat.write(notebook, str(path))
    return path


def one_json_object(stdout: str) -> dict[str, Any]:
    report = json.loads(stdout)
    assert isinstance(report, dict)
    return report


def test_notebook_cells_run_in_order_without_magics(tmp_path: Path) -> None:
    by_bash = tmp_path / "made-by-bash-cell"
    by_bang = tmp_path / "made-by-shell-escape"
    by_magic = tmp_path / "made-by-line-magic"
    code: Callable[..., Any] = nbformat.v4.new_code_cell
    path = write_v4(
        tmp_path / "learner.ipynb",
        [
            nbformat.v4.new_markdown_cell("# My attempt"),
            code(HELPER),  # cell 2
            code(  # cell 3
                "%timeit known_ids([])\n"
                f"%sx touch {by_magic}\n"
                "listing = !ls\n"
                f"!touch {by_bang}\n"
                "ready = True\n"
            ),
            code(f"%%bash\ntouch {by_bash}\n"),  # cell 4
            code("raise RuntimeError('this cell fails on purpose')"),  # cell 5
            code("def broken(:\n    pass\n"),  # cell 6
            code(WRONG_SOLVE),  # cell 7
            code("assert ready\n" + RIGHT_SOLVE),  # cell 8: the last definition counts
        ],
    )
    # Graded through the command line without --exercise: the notebook names its lesson.
    done = run_cli("check", path, "--json", cwd=tmp_path, env=ENV)
    report = one_json_object(done.stdout)
    assert report["exercise"] == SLUG
    assert report["status"] == "pass", report["message"]
    assert done.returncode == 0
    assert report["score"] == report["max_score"]

    assert not by_bash.exists()
    assert not by_bang.exists()
    assert not by_magic.exists()

    notes = "\n".join(report["notes"])
    assert "learner.ipynb, cell 5 raised RuntimeError" in notes
    assert "this cell fails on purpose" in notes
    assert "learner.ipynb, cell 6 was skipped" in notes and "syntax error" in notes
    assert "learner.ipynb, cell 3: IPython magics" in notes
    assert "Traceback (most recent call last)" not in notes


def test_notebook_last_solve_wins_even_when_it_is_wrong(tmp_path: Path) -> None:
    code: Callable[..., Any] = nbformat.v4.new_code_cell
    cells = [code(HELPER), code(RIGHT_SOLVE), code(WRONG_SOLVE)]
    path = write_v4(tmp_path / "regressed.ipynb", cells)
    report = grade_fixture(path)
    assert report.status is Status.FAIL


def test_notebook_that_defines_no_solve_is_an_error(tmp_path: Path) -> None:
    code: Callable[..., Any] = nbformat.v4.new_code_cell
    cells = [code(HELPER), code("%%bash\necho hi\n"), code("size = len(known_ids([]))")]
    path = write_v4(tmp_path / "empty.ipynb", cells)
    report = grade_fixture(path)
    assert report.status is Status.ERROR
    assert "No function named `solve`" in report.message
    assert "code cells" in report.message


def test_notebook_format_3_is_accepted_and_graded(tmp_path: Path) -> None:
    v3 = nbformat.v3
    cells = [
        v3.new_text_cell("markdown", source="Old notebook"),
        v3.new_code_cell(input=HELPER),
        v3.new_code_cell(input=RIGHT_SOLVE),
    ]
    notebook = v3.new_notebook(worksheets=[v3.new_worksheet(cells=cells)])
    path = tmp_path / "old.ipynb"
    path.write_text(v3.writes_json(notebook), encoding="utf-8")
    assert json.loads(path.read_text("utf-8"))["nbformat"] == 3

    report = grade_fixture(path)
    assert report.status is Status.PASS, report.message
    assert report.score == report.max_score


def test_hand_written_format_3_notebook_is_graded(tmp_path: Path) -> None:
    old = {
        "metadata": {"name": "old"},
        "nbformat": 3,
        "nbformat_minor": 0,
        "worksheets": [
            {
                "cells": [
                    {
                        "cell_type": "code",
                        "collapsed": False,
                        "input": WRONG_SOLVE.splitlines(keepends=True),
                        "language": "python",
                        "metadata": {},
                        "outputs": [],
                    }
                ],
                "metadata": {},
            }
        ],
    }
    path = tmp_path / "handmade.ipynb"
    path.write_text(json.dumps(old), encoding="utf-8")
    report = grade_fixture(path)
    assert report.status is Status.FAIL  # graded: it returns [] where ids are missing
    assert any(result.status is Status.PASS for result in report.checks)


def test_learner_print_shows_up_as_the_checks_output(tmp_path: Path) -> None:
    path = tmp_path / "chatty.py"
    chatty = "    print('looking at', len(citations), 'citations')\n"
    first_line = "    known = set(retrieved_ids)\n"
    source = REFERENCE.read_text("utf-8").replace(first_line, chatty + first_line)
    path.write_text(source, encoding="utf-8")
    assert "print(" in path.read_text("utf-8")
    done = run_cli("check", path, "--exercise", SLUG, "--json", cwd=tmp_path, env=ENV)
    report = one_json_object(done.stdout)
    assert report["status"] == "pass"  # printing does not disturb grading
    outputs = {result["id"]: result["output"] for result in report["checks"]}
    assert outputs["worked-example"] == "looking at 4 citations\nlooking at 0 citations\n"
    assert outputs["arguments-unchanged"].startswith("looking at 4 citations\n")
    assert "looking at" not in done.stderr


def test_what_loading_prints_is_a_note_not_a_checks_output(tmp_path: Path) -> None:
    """A print at the top level (in a notebook: another cell's table) runs again in every
    fresh child a check starts; it is not the function talking, so no check shows it."""
    path = tmp_path / "chatty_at_load.py"
    source = REFERENCE.read_text("utf-8") + "\nprint('a table the module prints on load')\n"
    path.write_text(source, encoding="utf-8")
    done = run_cli("check", path, "--exercise", SLUG, "--json", cwd=tmp_path, env=ENV)
    report = one_json_object(done.stdout)
    assert report["status"] == "pass"
    assert [r["id"] for r in report["checks"] if r["output"]] == []
    assert sum("printed while your code was loaded" in note for note in report["notes"]) == 1


def test_a_quiet_module_gets_no_note_on_loading(tmp_path: Path) -> None:
    path = tmp_path / "quiet.py"
    path.write_text(REFERENCE.read_text("utf-8"), encoding="utf-8")
    report = one_json_object(run_cli("check", path, "--exercise", SLUG, "--json", env=ENV).stdout)
    assert not [note for note in report["notes"] if "printed while" in note]
