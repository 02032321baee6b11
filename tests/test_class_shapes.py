"""One learner never stops a class, whatever the shape of what they hand in: a folder 1,200
deep, a file name of 250 characters that are not UTF-8, long names that share their start, a
notebook with values of unexpected types in its metadata, a file that is no notebook at all,
code nested too deeply to compile, a file of a terabyte (sparse), many files left out.
Beside ordinary learners, `grade` grades everyone, `export --feedback` and `report --html`
write every learner's file, and each command ends with its documented exit code. The class is
graded once for the module; the tests read what it made."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

import pytest
from class_support import REPO, SAMPLE_CLASS, SLUG, cli, copy_class, nest, rows

from grader.ground.text import file_name
from grader.ground.walk import MAX_DEPTH, remove_tree

# What the grader reads of a learner's files, never what their code does: the same in every
# isolation layer (the layers meet a deep folder built by learner code in
# test_isolation_hostile's deep_folders).
pytestmark = pytest.mark.layer_independent

HOSTILE = REPO / "tests" / "hostile"
SOLUTION = (SAMPLE_CLASS / "aisha.py").read_bytes()
DEEP = 1200
# 250 characters that are not UTF-8 (é in Latin-1): the learner id spells each out as \xe9.
LATIN_1 = os.fsdecode(b"\xe9" * 250)
# Two names of 241 bytes that differ only at their end, past any readable start of a file name.
SHARED_START = ["ü" * 120 + "a", "ü" * 120 + "b"]
EXPECTED = {
    "aisha": "pass",
    "kwame": "fail",
    "lena": "pass",
    "deep": "pass",
    "\\xe9" * 250: "error",
    **dict.fromkeys(SHARED_START, "pass"),
    "bad_hint_metadata": "pass",
    "not_a_notebook": "error",
    "nested": "error",
    "huge": "error",
    "junk": "pass",
}
# A unary minus 200,000 deep: Python's compiler runs out of recursion (or memory) on it.
NESTED = b"def solve(citations, retrieved_ids):\n    return []\n\nx = " + b"-" * 200_000 + b"1\n"
MANY_FILES = 30


@dataclass(frozen=True)
class Shapes:
    folder: Path
    gradebook: Path
    grade_out: str


@pytest.fixture(scope="module")
def shapes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shapes]:
    folder = copy_class(tmp_path_factory.mktemp("shapes") / "class", ["aisha", "kwame", "lena"])
    try:
        (folder / "deep").mkdir()
        (folder / "deep" / "solution.py").write_bytes(SOLUTION)
        # Were it looked at, this file would be the one graded (the last by name), and fail.
        nest(folder / "deep", DEEP, bottom=("zz_last.py", b"def solve(:\n"))
        (folder / f"{LATIN_1}.py").write_bytes(SOLUTION)
        for name in SHARED_START:
            (folder / name).mkdir()
            (folder / name / "solution.py").write_bytes(SOLUTION)
        for name in ("bad_hint_metadata.ipynb", "not_a_notebook.ipynb"):
            shutil.copy2(HOSTILE / name, folder / name)
        (folder / "nested.py").write_bytes(NESTED)
        with (folder / "huge.py").open("wb") as huge:
            huge.truncate(1 << 40)  # sparse: a terabyte that takes no room on disk
        (folder / "junk").mkdir()
        (folder / "junk" / "solution.py").write_bytes(SOLUTION)
        for number in range(MANY_FILES):
            (folder / "junk" / f"notes{number:02}.txt").write_text("")
            (folder / "junk" / f"draft{number:02}.py").write_text("")
        gradebook = folder.with_name("class.gradebook.sqlite")
        done = cli("grade", folder, "--exercise", SLUG, "--gradebook", gradebook, "--jobs", "2")
        assert done.returncode == 0, done.stderr
        yield Shapes(folder, gradebook, done.stdout)
    finally:
        remove_tree(folder)  # deeper than shutil.rmtree goes, which pytest would use


def test_grade_grades_everyone(shapes: Shapes) -> None:
    found = rows(shapes.gradebook)
    assert {learner: row["status"] for learner, row in found.items()} == EXPECTED
    assert f"Class: {len(EXPECTED)} learners: pass 7, fail 1, error 4." in shapes.grade_out


def test_code_nested_too_deeply_or_a_file_too_large_is_an_error_row_that_says_why(
    shapes: Shapes,
) -> None:
    found = rows(shapes.gradebook)
    assert found["nested"]["reason"] == (
        "nested.py cannot be compiled: its code is nested too deeply for Python. Write the "
        "deepest expression in smaller steps. Fix it and run the check again."
    )
    assert found["huge"]["reason"].startswith("huge.py is larger than 16 MB, more than any")
    assert found["nested"]["content_hash"] and found["huge"]["content_hash"]


def test_many_files_left_out_make_few_notes(shapes: Shapes) -> None:
    junk = rows(shapes.gradebook)["junk"]
    assert junk["source"] == "junk/solution.py"
    left_out = [note for note in junk["notes"] if "not graded" in note]
    assert left_out[0].startswith("junk/draft00.py was not graded: junk/solution.py was chosen")
    assert left_out[5:] == [f"{MANY_FILES - 5} more files were not graded, too."]


def test_a_folder_too_deep_is_a_note_on_its_row(shapes: Shapes) -> None:
    deep = rows(shapes.gradebook)["deep"]
    assert deep["source"] == "deep/solution.py"
    (note,) = [note for note in deep["notes"] if "was not looked into" in note]
    assert note.startswith("deep/d/d/d/") and note.endswith(
        f"was not looked into: what it holds lies more than {MAX_DEPTH} folders deep."
    )
    assert len(note) < 300


def test_unexpected_types_in_a_notebook_are_notes_and_its_hints_still_count(
    shapes: Shapes,
) -> None:
    row = rows(shapes.gradebook)["bad_hint_metadata"]
    notes = [note for note in row["notes"] if note.endswith("; it was ignored.")]
    assert notes == [
        "bad_hint_metadata.ipynb: cell 2, output 2's hint stage is a string, not a whole "
        "number; it was ignored.",
        "bad_hint_metadata.ipynb: cell 2, output 3's metadata is a list, not an object; it was "
        "ignored.",
        "bad_hint_metadata.ipynb: cell 3's source is a number, not a string or a list of "
        "strings; it was ignored.",
    ]
    assert row["hints_opened"] == [1]


def test_a_file_that_is_no_notebook_is_an_error_row_kept_until_it_changes(
    shapes: Shapes,
) -> None:
    row = rows(shapes.gradebook)["not_a_notebook"]
    assert row["reason"] == (
        "not_a_notebook.ipynb is not a readable Jupyter notebook: it holds no list of cells "
        "(`cells` is an object). Open it in Jupyter, save it, and submit it again."
    )
    assert row["content_hash"]  # recorded, so the next run does not grade it again
    before = rows(shapes.gradebook)
    again = cli("grade", shapes.folder, "--exercise", SLUG, "--gradebook", shapes.gradebook)
    assert again.returncode == 0, again.stderr
    # Nobody was graded again: each row is the one the first run recorded.
    after = rows(shapes.gradebook)
    assert {learner: (row["graded_at"], row["seconds"]) for learner, row in after.items()} == {
        learner: (row["graded_at"], row["seconds"]) for learner, row in before.items()
    }


def test_export_writes_every_learners_feedback(shapes: Shapes, tmp_path: Path) -> None:
    out = tmp_path / "feedback"
    done = cli("export", "--gradebook", shapes.gradebook, "--feedback", out)
    assert done.returncode == 0, done.stderr
    assert f"wrote {len(EXPECTED)} feedback files" in done.stdout
    written = {path.name for path in out.iterdir()}
    assert len(written) == len(EXPECTED)
    assert all(len(name.encode()) <= 255 for name in written)
    for learner in EXPECTED:
        text = (out / file_name(learner, ".md")).read_text("utf-8")
        assert text.startswith("# Feedback for "), learner
    assert (out / "aisha.md").is_file()


def test_report_writes_every_learners_page_where_the_class_page_links(
    shapes: Shapes, tmp_path: Path
) -> None:
    page = tmp_path / "class.report.html"
    done = cli("report", "--gradebook", shapes.gradebook, "--html", page)
    assert done.returncode == 0, done.stderr
    folder = page.with_name("class.report.feedback")
    written = {path.name for path in folder.iterdir()}
    assert len(written) == len(EXPECTED)
    assert all(len(name.encode()) <= 255 for name in written)
    links = re.findall(r'<a class="feedback" href="([^"#]+)#', page.read_text("utf-8"))
    assert len(links) == len(EXPECTED)
    assert {unquote(link) for link in links} == {f"{folder.name}/{name}" for name in written}


def test_check_reports_a_notebook_with_unexpected_types_and_refuses_what_it_cannot_read(
    tmp_path: Path,
) -> None:
    bad = cli("check", HOSTILE / "bad_hint_metadata.ipynb", "--exercise", SLUG, "--json")
    assert bad.returncode == 0, bad.stderr
    report = json.loads(bad.stdout)
    assert report["status"] == "pass" and report["hints_opened"] == [1]
    assert sum(note.endswith("; it was ignored.") for note in report["notes"]) == 3
    refused = cli("check", HOSTILE / "not_a_notebook.ipynb", "--exercise", SLUG, "--json")
    assert refused.returncode == 2, refused.stderr
    assert json.loads(refused.stdout)["message"].startswith(
        "not_a_notebook.ipynb is not a readable Jupyter notebook: it holds no list of cells"
    )
    nested = tmp_path / "nested.py"
    nested.write_bytes(NESTED)
    too_deep = cli("check", nested, "--exercise", SLUG)
    assert too_deep.returncode == 2, too_deep.stderr
    assert "its code is nested too deeply for Python" in too_deep.stderr
    assert "Traceback" not in bad.stderr + refused.stderr + too_deep.stderr


def test_gradescope_grades_a_submission_beside_a_folder_1200_deep(tmp_path: Path) -> None:
    submission = tmp_path / "autograder" / "submission"
    submission.mkdir(parents=True)
    (submission / "solution.py").write_bytes(SOLUTION)
    nest(submission / "project", DEEP, bottom=("zz_last.py", b"def solve(:\n"))
    try:
        done = cli("gradescope", "run", SLUG, "--root", submission.parent)
    finally:
        remove_tree(submission)
    assert done.returncode == 0, done.stderr
    results = json.loads((submission.parent / "results" / "results.json").read_text("utf-8"))
    report = results["extra_data"]
    assert report["status"] == "pass", report["message"]
    assert any(f"more than {MAX_DEPTH} folders deep" in note for note in report["notes"])
