"""Every single-report view (terminal, Jupyter HTML, Markdown, the class feedback page) shows
the fields the view-model gives, so a field added there reaches all of them."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import FIXTURE_SLUG as SLUG

from grader.classroom.gradebook import Row
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.views import class_html, html, markdown, terminal, view
from grader.views.view import Field

pytestmark = pytest.mark.layer_independent

FAILING = CheckResult(
    "example-1",
    "Worked example",
    Status.FAIL,
    0,
    2,
    "Each unknown id once.",
    hint=2,
    facts=Facts(Failure.WRONG, call="solve(['a'], [])", expected="['a']", got="[]"),
)
PASSING = CheckResult("no-citations", "No citations at all", Status.PASS, 1, 1)
REPORT = Report(
    SLUG,
    "Check cited sources",
    Status.FAIL,
    "1 of 2 checks do not pass yet.",
    [FAILING, PASSING],
    3,
    isolation="bubblewrap",
    seconds=0.5,
    hints_opened=[1, 2],
    hint_penalty=1,
    lesson_version="abc123def456",
)


def _every_view(report: Report, folder: Path) -> dict[str, str]:
    def hint(stage: int) -> str:
        return f"citekit hint {SLUG} {stage}"

    shown = {
        "terminal": terminal.render(report, hint),
        "Jupyter": html.render(report, hint),
        "Markdown": markdown.render(report, hint),
    }
    pytest.importorskip("jinja2")
    pytest.importorskip("matplotlib")
    row = Row.of("ada", "ada.py", "hash", "2026-12-02", report)
    written = class_html.write_report([row], folder / "class.html", "Class")
    shown["feedback page"] = written.feedback[0].read_text("utf-8")
    return shown


def test_every_view_shows_every_field_and_row(tmp_path: Path) -> None:
    model = view.view(REPORT)
    fields = [*model.scoring, *model.about]
    assert [field.label for field in fields] == [
        "hint stages opened",
        "learner code ran in isolation",
        "time",
        "lesson version",
    ]
    for name, text in _every_view(REPORT, tmp_path).items():
        for field in fields:
            assert field.label in text.lower() and field.value in text, (name, field)
        assert all(row.id in text for row in model.rows), name
        assert all(row.points in text for row in model.failed), name  # the passing are folded


def test_the_markdown_feedback_says_which_hint_stages_were_opened() -> None:
    shown = markdown.render(REPORT, lambda stage: "")
    assert "Hint stages opened: 1, 2 (1 points off)." in shown


def test_a_field_added_to_the_view_model_reaches_every_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    about = view._about
    monkeypatch.setattr(
        view, "_about", lambda report: [*about(report), Field("graded with", "a new field")]
    )
    for name, text in _every_view(REPORT, tmp_path).items():
        assert "graded with: a new field" in text, name
