"""Which lesson a submission is graded against: in a class, the instructor's choice alone."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from class_support import rows
from conftest import FIXTURE_SLUG, PAIRS_SLUG, fixture_environment, run_cli

HOSTILE = Path(__file__).resolve().parent / "hostile"
# Names the first fixture lesson in its metadata and solves that one correctly.
CLAIMS_ANOTHER_LESSON = HOSTILE / "lesson_from_metadata.ipynb"
ENV = fixture_environment()  # the fixture kit's two lessons


def test_a_class_folders_lesson_beats_a_notebooks_metadata(tmp_path: Path) -> None:
    folder = tmp_path / PAIRS_SLUG
    (folder / "mallory").mkdir(parents=True)
    shutil.copy(CLAIMS_ANOTHER_LESSON, folder / "mallory" / "work.ipynb")
    gradebook = tmp_path / "class.sqlite"
    done = run_cli("grade", folder, "--gradebook", gradebook, "--jobs", "1", env=ENV)
    assert done.returncode == 2, done.stderr  # graded as the other lesson, it cannot be called
    row = rows(gradebook)["mallory"]
    assert row["exercise"] == PAIRS_SLUG
    assert row["status"] != "pass"
    notes = " ".join(row["notes"])
    assert f"names the lesson '{FIXTURE_SLUG}' in its metadata" in notes


def test_a_learners_own_folder_name_does_not_pick_the_lesson(tmp_path: Path) -> None:
    folder = tmp_path / "week-3"
    (folder / FIXTURE_SLUG).mkdir(parents=True)
    shutil.copy(CLAIMS_ANOTHER_LESSON, folder / FIXTURE_SLUG / "work.ipynb")
    gradebook = tmp_path / "class.sqlite"
    done = run_cli("grade", folder, "--gradebook", gradebook, "--jobs", "1", env=ENV)
    assert done.returncode == 2, done.stderr  # nothing could be graded: no lesson to grade by
    row = rows(gradebook)[FIXTURE_SLUG]
    assert row["status"] == "error"
    assert "--exercise" in row["message"]


def test_a_single_check_may_take_the_lesson_from_metadata(tmp_path: Path) -> None:
    notebook = tmp_path / "work.ipynb"
    shutil.copy(CLAIMS_ANOTHER_LESSON, notebook)
    done = run_cli("check", notebook, "--json", env=ENV)
    report = json.loads(done.stdout)
    assert report["exercise"] == FIXTURE_SLUG
    assert report["status"] == "pass", report["message"]
