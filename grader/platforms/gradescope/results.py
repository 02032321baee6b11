"""A report in Gradescope's results.json format, and the run inside the autograder container.

Gradescope unpacks the bundle into /autograder/source, puts the learner's files in
/autograder/submission and reads /autograder/results/results.json afterwards. The submission
is chosen as `grade` chooses a learner's file, links refused alike. Gradescope shows the
summary as Markdown (escaped by `reports.markdown`) and each test's output as plain text, and
stores `extra_data` unseen: there the whole report is kept as the kit writes it, every field
of it, so Gradescope's export of the results reads back as `Report.from_json` reads it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from grader.classroom.folder import entry, learner_files
from grader.classroom.task import Settings, Task, grade_task
from grader.report.results import CheckResult, Report, Status
from grader.sandbox.isolation import Layer
from grader.views.markdown import render


def results_json(report: Report, hint_command: str) -> dict[str, Any]:
    """`hint_command` is the kit's hint command for this lesson, without the stage, or ""
    where the learner has nothing to run (inside Gradescope)."""
    summary = render(report, lambda stage: f"{hint_command} {stage}" if hint_command else "")
    return {
        "score": float(report.score),
        "execution_time": round(report.seconds, 3),
        "output": summary,
        "output_format": "md",
        # Learner text in a test is shown as text, never read as HTML or Markdown.
        "test_output_format": "text",
        "test_name_format": "text",
        "stdout_visibility": "hidden",
        "extra_data": report.to_json(),
        "tests": [_test(check) for check in report.checks],
    }


def _test(check: CheckResult) -> dict[str, Any]:
    output = check.message
    if check.output.strip():
        output += f"\n\nYour code printed:\n{check.output.rstrip()}"
    return {
        "name": f"{check.name} ({check.id})",
        "score": float(check.points),
        "max_score": float(check.max_points),
        "status": "passed" if check.status is Status.PASS else "failed",
        "output": output,
        "visibility": "visible",
    }


def run_autograder(slug: str, root: Path, layer: Layer | None = None) -> Report:
    """Grade the submission in ROOT/submission and write ROOT/results/results.json."""
    folder = root / "submission"
    files = learner_files(folder)
    found = entry("submission", files.submissions, files.cuts)
    task = Task(
        "submission",
        found.chosen,
        found.chosen_label(folder),
        "",
        Settings(slug, layer=layer),
        found.notes(folder),
    )
    report = grade_task(task).report
    results = root / "results"
    results.mkdir(parents=True, exist_ok=True)
    text = json.dumps(results_json(report, ""), ensure_ascii=False, indent=1)
    (results / "results.json").write_text(text + "\n", encoding="utf-8")
    return report
