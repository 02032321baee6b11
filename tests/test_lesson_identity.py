"""Which lesson a submission is graded against: in a class, the instructor's choice alone."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from class_support import cli, rows

HOSTILE = Path(__file__).resolve().parent / "hostile"
# Names the first lesson in its metadata and solves that one correctly.
CLAIMS_ANOTHER_LESSON = HOSTILE / "lesson_from_metadata.ipynb"


def test_a_class_folders_lesson_beats_a_notebooks_metadata(tmp_path: Path) -> None:
    folder = tmp_path / "evidence-gate"
    (folder / "mallory").mkdir(parents=True)
    shutil.copy(CLAIMS_ANOTHER_LESSON, folder / "mallory" / "work.ipynb")
    gradebook = tmp_path / "class.sqlite"
    done = cli("grade", folder, "--gradebook", gradebook, "--jobs", "1")
    assert done.returncode == 2, done.stderr  # graded as evidence-gate, it cannot be called
    row = rows(gradebook)["mallory"]
    assert row["exercise"] == "evidence-gate"
    assert row["status"] != "pass"
    notes = " ".join(row["notes"])
    assert "names the lesson 'check-cited-sources' in its metadata" in notes


def test_a_learners_own_folder_name_does_not_pick_the_lesson(tmp_path: Path) -> None:
    folder = tmp_path / "week-3"
    (folder / "check-cited-sources").mkdir(parents=True)
    shutil.copy(CLAIMS_ANOTHER_LESSON, folder / "check-cited-sources" / "work.ipynb")
    gradebook = tmp_path / "class.sqlite"
    done = cli("grade", folder, "--gradebook", gradebook, "--jobs", "1")
    assert done.returncode == 2, done.stderr  # nothing could be graded: no lesson to grade by
    row = rows(gradebook)["check-cited-sources"]
    assert row["status"] == "error"
    assert "--exercise" in row["message"]


def test_a_single_check_may_take_the_lesson_from_metadata(tmp_path: Path) -> None:
    notebook = tmp_path / "work.ipynb"
    shutil.copy(CLAIMS_ANOTHER_LESSON, notebook)
    done = cli("check", notebook, "--json")
    report = json.loads(done.stdout)
    assert report["exercise"] == "check-cited-sources"
    assert report["status"] == "pass", report["message"]
