"""The first lesson's corpus: the reference, the stub, and every wrong and correct variant."""

from __future__ import annotations

import ast
import importlib.util
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import (
    CORRECT,
    REFERENCE,
    SLUG,
    STUB,
    WRONG,
    assert_no_grader_traceback,
    declared_trip,
    grade_file,
    statuses,
)

from grader.lesson.lessons import find_lesson
from grader.report.results import Report, Status

# Its subject is the curriculum: it runs on the lessons in exercises/, never on the fixtures.
pytestmark = pytest.mark.curriculum

LINEAR_ONLY = "scales-linearly only"
SCALING_CHECK = "scales-linearly"
# The scaling check compares wall-clock times, which a busy machine distorts in either
# direction; its verdict is taken from the first of a few gradings that agrees.
TIMING_ATTEMPTS = 4
SMALLEST = re.compile(r"^Smallest failing input found: (.+)$", re.MULTILINE)
# Tests marked layer_independent judge the corpus: their verdicts are the lesson's, whatever
# isolates the code (test_isolation_layers compares the verdicts of the two layers). Whether
# two gradings agree (the child's fixed hash seed) and what a raising submission's traceback
# shows are the child's to tell, so those tests run in each.


def _solve_from(path: Path) -> Callable[..., Any]:
    """Import a corpus file here, to confirm what the grader says about it."""
    spec = importlib.util.spec_from_file_location(f"corpus_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    solve: Callable[..., Any] = module.solve
    return solve


def _grade_for_scaling(path: Path, *, passes: bool) -> Report:
    report = grade_file(path)
    for _ in range(TIMING_ATTEMPTS - 1):
        if (statuses(report)[SCALING_CHECK] == "pass") == passes:
            break
        report = grade_file(path, cached=False)
    return report


def _call_arguments(shown: str) -> list[Any]:
    """The literal arguments of a call shown as `solve([...], [...])`."""
    call = ast.parse(shown, mode="eval").body
    assert isinstance(call, ast.Call) and not call.keywords, shown
    return [ast.literal_eval(argument) for argument in call.args]


@pytest.mark.layer_independent
def test_corpus_is_large_enough() -> None:
    assert len(WRONG) >= 12
    assert len(CORRECT) >= 5
    assert sum(declared_trip(path) == LINEAR_ONLY for path in WRONG) >= 2


@pytest.mark.layer_independent
def test_every_declared_check_exists() -> None:
    ids = {spec.id for spec in find_lesson(SLUG).checks}
    assert SCALING_CHECK in ids
    for path in WRONG:
        declared = declared_trip(path)
        assert (SCALING_CHECK if declared == LINEAR_ONLY else declared) in ids, path.name
    for path in CORRECT:
        assert declared_trip(path) == "nothing", path.name


@pytest.mark.layer_independent
def test_reference_passes_every_check_with_full_score() -> None:
    report = _grade_for_scaling(REFERENCE, passes=True)
    lesson = find_lesson(SLUG)
    assert report.status is Status.PASS
    assert [result.id for result in report.checks] == [spec.id for spec in lesson.checks]
    assert set(statuses(report).values()) == {"pass"}
    assert report.score == report.max_score == lesson.max_score > 0
    assert report.exit_code == 0


@pytest.mark.layer_independent
def test_untouched_stub_is_todo() -> None:
    report = grade_file(STUB)
    assert report.status is Status.TODO
    assert report.score == 0
    assert report.exit_code == 1
    assert "NotImplementedError" in report.message
    # The command that opens a hint depends on where the report is read; the stage does not.
    assert "hint stage 1" in report.message


@pytest.mark.layer_independent
@pytest.mark.parametrize("path", WRONG, ids=[path.stem for path in WRONG])
def test_wrong_variant_fails_its_declared_check(path: Path) -> None:
    declared = declared_trip(path)
    check_id = SCALING_CHECK if declared == LINEAR_ONLY else declared
    if check_id == SCALING_CHECK:
        report = _grade_for_scaling(path, passes=False)
    else:
        report = grade_file(path)
    found = statuses(report)
    assert found[check_id] in {"fail", "error"}, f"{path.name} passes {check_id}: {found}"
    assert report.status is Status.FAIL
    assert report.score < report.max_score
    if declared == LINEAR_ONLY:
        failing = sorted(check for check, status in found.items() if status != "pass")
        assert failing == [SCALING_CHECK], f"{path.name} should fail only {SCALING_CHECK}"


@pytest.mark.layer_independent
@pytest.mark.parametrize("path", CORRECT, ids=[path.stem for path in CORRECT])
def test_correct_variant_passes_every_check(path: Path) -> None:
    report = _grade_for_scaling(path, passes=True)
    failing = {check: status for check, status in statuses(report).items() if status != "pass"}
    assert failing == {}, f"{path.name}: {failing}"
    assert report.status is Status.PASS
    assert report.score == report.max_score


def test_property_verdicts_are_deterministic() -> None:
    path = next(p for p in WRONG if p.stem == "sorts_result")
    first = grade_file(path)  # the stored grading
    second = grade_file(path, cached=False)
    assert first.status is second.status is Status.FAIL
    assert statuses(first) == statuses(second)
    # The scaling check's inputs are new on every run, on purpose; every other message is not.
    fixed = [r.message for r in first.checks if r.id != SCALING_CHECK]
    assert fixed == [r.message for r in second.checks if r.id != SCALING_CHECK]
    assert any(r.message.startswith("Smallest failing input found:") for r in first.checks)


@pytest.mark.layer_independent
def test_property_failure_shows_a_small_failing_input() -> None:
    path = next(p for p in WRONG if p.stem == "sorts_result")
    result = next(r for r in grade_file(path).checks if r.id == "property-first-appearance")
    assert result.status is Status.FAIL
    match = SMALLEST.search(result.message)
    assert match, result.message
    citations, retrieved = _call_arguments(match.group(1))
    assert 2 <= len(citations) <= 3, "the input was not shrunk"
    assert len(retrieved) <= 1
    # The input shown really is a counterexample: the variant disagrees with the reference.
    reference = _solve_from(REFERENCE)
    wrong = _solve_from(path)
    assert wrong(list(citations), list(retrieved)) != reference(list(citations), list(retrieved))


def test_exception_in_solve_is_an_error_on_the_check_that_triggered_it() -> None:
    path = next(p for p in WRONG if p.stem == "crashes_on_empty_citations")
    report = grade_file(path)
    result = next(r for r in report.checks if r.id == "no-citations")
    assert result.status is Status.ERROR
    assert result.points == 0
    assert "raised IndexError" in result.message
    assert f'File "{path.name}", line' in result.message
    assert "citations[0]" in result.message  # the learner's own source line
    assert_no_grader_traceback(result.message, (path.name,))
    # Checks whose inputs do not make it raise still pass.
    assert statuses(report)["example-1"] == "pass"


def test_exception_is_reported_on_that_check_only(tmp_path: Path) -> None:
    submission = tmp_path / "raises_on_zeta.py"
    submission.write_text(
        "def lookup(known, cited):\n"
        "    if cited == 'zeta':\n"
        "        raise KeyError(cited)\n"
        "    return cited in known\n"
        "\n"
        "\n"
        "def solve(citations, retrieved_ids):\n"
        "    known, reported, result = set(retrieved_ids), set(), []\n"
        "    for cited in citations:\n"
        "        if not lookup(known, cited) and cited not in reported:\n"
        "            reported.add(cited)\n"
        "            result.append(cited)\n"
        "    return result\n",
        encoding="utf-8",
    )
    report = grade_file(submission, cached=False)
    found = statuses(report)
    assert found["unsorted-unknowns"] == "error"  # the only check that cites "zeta"
    # Speed is judged only once every other check passes.
    assert found["scales-linearly"] == "fail"
    others = set(found) - {"unsorted-unknowns", "scales-linearly"}
    assert {found[check] for check in others} == {"pass"}
    assert report.status is Status.FAIL
    message = next(r.message for r in report.checks if r.id == "unsorted-unknowns")
    assert "raised KeyError" in message
    assert "in solve" in message and "in lookup" in message  # both learner frames
    assert "raise KeyError(cited)" in message
    assert_no_grader_traceback(message, (submission.name,))
