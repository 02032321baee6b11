"""The JSON of a report: its shape as a golden file, read back, and refused when ill-shaped."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from pathlib import Path
from typing import Any, get_type_hints

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, FIXTURE_SOLUTIONS, REPO, grade_fixture

from grader.lesson.lessons import find_lesson, read_lesson
from grader.report.results import CheckResult, Facts, Failure, Report, ShapeError, Status

WRONG = FIXTURE_SOLUTIONS / "wrong" / "crashes_on_empty_citations.py"
# Its report as `test_fixture_golden` keeps it: the report's shape, in each layer.
GOLDEN = REPO / "tests" / "golden" / "fixtures" / f"{WRONG.relative_to(FIXTURE_KIT)}.json"


@pytest.mark.layer_independent
def test_the_golden_report_reads_back_whole() -> None:
    data = json.loads(GOLDEN.read_text("utf-8"))
    report = Report.from_json(data)
    assert report.to_json() == data
    raised = next(check for check in report.checks if check.id == "worked-example")
    assert raised.facts.failure is Failure.RAISED and raised.facts.raised == "IndexError"


def _report() -> dict[str, Any]:
    facts = Facts(Failure.WRONG, call="solve([])", expected="['a']", got="[]")
    check = CheckResult("c", "C", Status.FAIL, 0, 1, "why", facts=facts)
    return Report("lesson", "Lesson", Status.FAIL, "", [check], 1).to_json()


def _with(path: str, value: object) -> dict[str, Any]:
    """The report's JSON with the value at `path` (dotted; a number indexes a list) replaced,
    or removed when `value` is `...`."""
    data = _report()
    keys: list[Any] = [int(part) if part.isdigit() else part for part in path.split(".")]
    place: Any = data
    for key in keys[:-1]:
        place = place[key]
    if value is ...:
        del place[keys[-1]]
    else:
        place[keys[-1]] = value
    return data


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ([], "it should be an object, not []"),
        (_with("title", ...), "it has no 'title'"),
        (_with("status", "passed"), "status should be one of 'pass', 'fail'"),
        (_with("checks", {}), "checks should be a list, not {}"),
        (_with("checks.0", "c"), "checks[0] should be an object"),
        (_with("checks.0.points", True), "checks[0].points should be a whole number, not True"),
        (_with("checks.0.failure", "odd"), "checks[0].failure should be one of 'wrong'"),
        (_with("checks.0.got", None), "checks[0].got should be text, not None"),
        (_with("notes", [1]), "notes[0] should be text, not 1"),
        (_with("checks.0.id", ...), "checks[0] has no 'id'"),
    ],
)
@pytest.mark.layer_independent
def test_an_ill_shaped_report_is_refused_with_where_and_what_to_do(data: object, said: str) -> None:
    with pytest.raises(ShapeError) as refused:
        Report.from_json(data)
    assert said in str(refused.value)
    assert "grade the submission again" in str(refused.value)


@pytest.mark.layer_independent
def test_what_is_left_out_takes_its_default_and_what_is_derived_is_not_read() -> None:
    data = _with("hint_penalty", ...)
    data["score"] = 99  # derived: the score follows from the checks
    report = Report.from_json(data)
    assert report.hint_penalty == 0 and report.score == 0
    assert Report.from_json({**data, "seconds": 2}).seconds == 2.0  # a whole number is a number


def _murky(shaped: Any) -> Any:
    """`shaped` with a lone surrogate in every field declared as text or a list of text."""
    lone = "x\ud800"
    declared = get_type_hints(type(shaped))
    murky: dict[str, Any] = {}
    for item in fields(shaped):
        if declared[item.name] is str:
            murky[item.name] = lone
        elif declared[item.name] == list[str]:
            murky[item.name] = [lone]
    return replace(shaped, **murky)


@pytest.mark.layer_independent
def test_every_text_field_of_a_report_is_made_valid_whatever_its_name() -> None:
    facts = _murky(Facts(Failure.WRONG))
    check = _murky(CheckResult("c", "C", Status.FAIL, 0, 1, facts=facts))
    report = _murky(Report("lesson", "Lesson", Status.FAIL, "", [check], 1))
    json.dumps(report.to_json(), ensure_ascii=False).encode("utf-8")  # no lone surrogate left
    assert (report.notes, check.output, facts.traceback) == (["x\ufffd"], "x\ufffd", "x\ufffd")
    assert report.status is Status.FAIL and check.facts.failure is Failure.WRONG


def test_a_report_names_the_version_of_the_lesson_it_was_graded_under(
    fixture_kit_copy: Path,
) -> None:
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    assert grade_fixture(WRONG).lesson_version == lesson.version
    folder = fixture_kit_copy / "exercises" / FIXTURE_SLUG
    assert read_lesson(folder, fixture_kit_copy).version == lesson.version  # wherever they are
    reference = fixture_kit_copy / "solutions" / FIXTURE_SLUG / "reference.py"
    reference.write_text(reference.read_text("utf-8") + "\n# fixed\n", encoding="utf-8")
    assert read_lesson(folder, fixture_kit_copy).version != lesson.version
