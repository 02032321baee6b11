"""The fixture lessons' known solutions, graded as `check --json` reports them, against golden
files (as a language runner's example tests are): any change to what the grader says about a
submission shows here as a diff. To accept one, run with CITEKIT_GOLDEN=write and review it."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURE_KIT, REPO

from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.languages import ALL
from grader.lesson.lessons import Lesson, all_lessons
from grader.report.results import Failure, Report

GOLDEN = REPO / "tests" / "golden" / "fixtures"
# What depends on the machine or the moment rather than on the submission.
VOLATILE = {"isolation": "", "notes": [], "seconds": 0.0}
# A timed check's verdict depends on the machine's load: only that it ran is kept, and so the
# report's own verdict is kept only where no timed check judged anything.
TIMED_KEPT = ("id", "name", "max_points", "hint")
TIMED = "(timed)"


def _graded_files(lesson: Lesson) -> list[Path]:
    """The lesson's reference, stub and known solutions, in each language it is written in."""
    written = [
        path
        for language in ALL
        for path in (lesson.reference_in(language), lesson.stub_in(language))
        if path.is_file()
    ]
    return [
        *written,
        *sorted((lesson.solution_folder / "wrong").iterdir()),
        *sorted((lesson.solution_folder / "correct").iterdir()),
    ]


CASES = [(lesson, path) for lesson in all_lessons(FIXTURE_KIT) for path in _graded_files(lesson)]


def stable(lesson: Lesson, report: Report) -> dict[str, Any]:
    """The report's JSON less what a rerun on another machine may change."""
    data = {**report.to_json(), **VOLATILE}
    timed = {spec.id for spec in lesson.checks if spec.timed}
    judged = [
        check.id
        for check in report.checks
        if check.id in timed and check.facts.failure is not Failure.NOT_RUN
    ]
    data["checks"] = [
        {key: check[key] for key in TIMED_KEPT} | {"status": TIMED}
        if check["id"] in judged
        else check
        for check in data["checks"]
    ]
    if judged:
        data.update(status=TIMED, message=TIMED, score=TIMED)
    return data


@pytest.mark.parametrize(
    ("lesson", "path"),
    CASES,
    ids=[str(path.relative_to(FIXTURE_KIT)) for _, path in CASES],
)
def test_each_fixture_solution_is_graded_as_its_golden_report(lesson: Lesson, path: Path) -> None:
    golden = GOLDEN / f"{path.relative_to(FIXTURE_KIT)}.json"
    found = json.dumps(stable(lesson, grade(lesson, load_submission(path))), indent=1)
    found += "\n"
    if os.environ.get("CITEKIT_GOLDEN") == "write":
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(found, encoding="utf-8")
    assert found == golden.read_text("utf-8")
