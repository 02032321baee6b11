"""A failing check carries its facts as fields — the call, the expected value, what came back,
the smallest input of a property, what was raised, why a call stopped — and its message is
worded from them, never the other way round."""

from __future__ import annotations

import ast
import gc
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypedDict

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, FIXTURE_WRONG, grade_fixture

from grader.authoring import Opaque, check, given, st
from grader.grading.grading import (
    CUT_MARK,
    MESSAGE_CHARS,
    _run_check,
    bounded,
    grade,
    grader_deadline,
)
from grader.grading.submission import load_submission
from grader.languages import PYTHON
from grader.lesson.checks.failures import CheckFailed, mismatch
from grader.lesson.checks.hypothesis_setup import HYPOTHESIS_HOME
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import find_lesson
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.sandbox.limits import Limits
from grader.sandbox.process import Meanwhile
from grader.sandbox.session import OutOfTime, Reply

# The fields of one check in `check --json`, as the README lists them.
CHECK_FIELDS = {
    "id",
    "name",
    "status",
    "points",
    "max_points",
    "message",
    "explanation",
    "failure",
    "call",
    "expected",
    "got",
    "difference",
    "smallest",
    "raised",
    "error",
    "traceback",
    "hint",
    "output",
    "calls",
}


# Returns the right ids, as a set: the answer's type is wrong.
RETURNS_SET = "def solve(cited, retrieved):\n    return set(cited) - set(retrieved)\n"


def _wrong(stem: str) -> Path:
    return next(path for path in FIXTURE_WRONG if path.stem == stem)


def _returns_set(folder: Path) -> Path:
    path = folder / "returns_set.py"
    path.write_text(RETURNS_SET, encoding="utf-8")
    return path


def _check(report: Report, check_id: str) -> CheckResult:
    return next(check for check in report.checks if check.id == check_id)


def test_a_wrong_answer_carries_the_call_the_expected_value_and_what_came_back(
    tmp_path: Path,
) -> None:
    result = _check(grade_fixture(_returns_set(tmp_path)), "worked-example")
    facts = result.facts
    assert result.status is Status.FAIL
    assert facts.failure is Failure.WRONG
    assert facts.call == "solve(['a', 'b', 'b', 'c'], ['a'])"
    assert facts.expected == "['b', 'c']"
    assert facts.got == "{'b', 'c'}"
    assert result.explanation == "(expected a list, got a set)"
    # The message is worded from the facts: the same lines `check` always showed.
    assert result.message == (
        f"Called:   {facts.call}\nExpected: {facts.expected}\nGot:      {facts.got}\n"
        "(expected a list, got a set)"
    )


def test_a_property_keeps_its_smallest_input_and_what_came_back() -> None:
    result = _check(grade_fixture(_wrong("sorts_result")), "property-matches-spec")
    facts = result.facts
    assert facts.failure is Failure.WRONG
    assert facts.smallest.startswith("solve([") and "\n" not in facts.smallest
    # The last call a property made is its smallest input, and that call's answer came back.
    assert facts.call == facts.smallest
    assert facts.got.startswith("[") and facts.got in result.explanation
    assert not facts.expected  # a property judges with a predicate: there is no expected value
    assert result.message == f"Smallest failing input found: {facts.smallest}\n{result.explanation}"


def test_an_exception_carries_its_type_its_text_and_the_learners_frames() -> None:
    path = _wrong("crashes_on_empty_citations")
    result = _check(grade_fixture(path), "worked-example")
    facts = result.facts
    assert result.status is Status.ERROR
    assert facts.failure is Failure.RAISED
    assert facts.call.startswith("solve([], ")
    assert facts.raised == "IndexError"
    assert facts.error == "IndexError('list index out of range')"
    assert f'File "{path.name}", line' in facts.traceback
    assert result.message.startswith(f"{facts.call} raised IndexError:\n")


def test_time_outs_and_checks_not_run_are_told_apart(tmp_path: Path) -> None:
    endless = tmp_path / "endless.py"
    endless.write_text("def solve(citations, retrieved_ids):\n    while True:\n        pass\n")
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    report = grade(lesson, load_submission(endless), lesson.limits.overridden(call_seconds=0.5))
    failures = [check.facts.failure for check in report.checks]
    assert failures[:2] == [Failure.TIMEOUT, Failure.TIMEOUT]
    assert set(failures[2:]) == {Failure.NOT_RUN}
    first = report.checks[0]
    assert first.facts.error == "it did not answer within 0.5 s (time limit)"
    assert first.message == f"{first.facts.call} did not return: {first.facts.error}."
    assert report.checks[2].message.startswith("Not run: two earlier checks ran out of time")


# Tests marked layer_independent run checks against this stand-in, or read the grader's
# source: no child, so no isolation layer, is involved.
@dataclass
class _Session:
    """Stands in for a child: every call answers with the next of `answers`."""

    answers: list[Any]
    limits: Limits = field(default_factory=Limits)
    given: int = 0
    reaches_grader_files: bool = False  # as bubblewrap: records are used

    def call(
        self, args: tuple[Any, ...], keep_args: bool = False, meanwhile: Meanwhile | None = None
    ) -> Reply:
        self.given += 1
        if meanwhile is not None:
            meanwhile()
        return Reply(self.answers[(self.given - 1) % len(self.answers)], args_after=args)

    def time_left(self) -> float:
        return 30.0

    def output_mark(self) -> int:
        return 0

    def output_since(self, mark: int) -> str:
        return ""

    def history_mark(self) -> int:
        return self.given

    def rewind(self, mark: int) -> None:
        self.given = mark  # the same answers come again, as a fresh child replaying calls


def _run(function: Any, answers: list[Any], name: str = "solve") -> CheckResult:
    session = _Session(answers)
    trial = Trial(session, lambda *args: ["x"], name, ("citations", "retrieved_ids"))  # type: ignore[arg-type]
    result, _, _ = _run_check(CheckSpec("c", "C", 1, None, function), trial, session)  # type: ignore[arg-type]
    return result


@pytest.mark.layer_independent
def test_a_message_of_the_checks_own_takes_its_facts_from_the_last_call() -> None:
    def own_words(t: Trial) -> None:
        t.result(["a"], [])
        got = t.result(["b", "b"], [])
        t.fail(f"It returned {got!r}, which repeats an id.")

    result = _run(own_words, [["a"], ["b", "b"]])
    assert result.facts == Facts(Failure.WRONG, call="solve(['b', 'b'], [])", got="['b', 'b']")
    # Facts that the check words itself are not repeated: the message is its own words.
    assert result.message == "It returned ['b', 'b'], which repeats an id."


@pytest.mark.layer_independent
def test_a_failure_before_any_call_has_no_call_of_an_earlier_check() -> None:
    session = _Session([["x"]])
    trial = Trial(session, lambda *args: ["x"], "solve")  # type: ignore[arg-type]
    trial.result(["earlier"], [])

    def no_call(t: Trial) -> None:
        t.fail("Nothing was called.")

    result, _, _ = _run_check(CheckSpec("c", "C", 1, None, no_call), trial, session)  # type: ignore[arg-type]
    assert result.facts == Facts(Failure.WRONG)


@pytest.mark.layer_independent
def test_worded_messages_keep_their_facts_when_text_is_added() -> None:
    worded = mismatch("solve([1])", [1], {1}, PYTHON) + "\nSee the first example."
    failed = CheckFailed(worded)
    assert failed.facts.expected == "[1]" and failed.facts.got == "{1}"
    assert failed.explanation == "(expected a list, got a set)\nSee the first example."
    assert str(failed) == str(worded)


@pytest.mark.layer_independent
def test_a_property_names_every_call_its_smallest_input_made() -> None:
    @check("c", "C")
    @given(n=st.integers(0, 50))
    def twice(t: Trial, n: int) -> None:
        t.result(n, [])
        t.result(n + 1, [])
        if n >= 2:
            t.fail("The two answers differ.")

    result = _run(twice, [[]], name="extract")
    # Shrunk, each call by the lesson's own name for the function, no strings cut.
    assert result.facts.smallest == "extract(2, [])\nextract(3, [])"
    assert result.message == (
        "Smallest failing input found:\n  extract(2, [])\n  extract(3, [])\nThe two answers differ."
    )
    assert result.facts.call == "extract(3, [])"  # the last call, with what it returned


class _Outcome(TypedDict):
    shown: str
    attempts: int
    feedback: str | None


def _returns(annotation: Any, answer: Any) -> str:
    """The explanation of a check that wants `annotation` and gets `answer` ("" if it fits)."""

    def shaped(t: Trial) -> None:
        t.expect_returns(annotation, "x", advice="Return what the task asks.")

    return _run(shaped, [answer], name="extract").explanation


@pytest.mark.layer_independent
def test_expect_returns_names_where_an_answer_parts_from_its_type() -> None:
    pairs = list[tuple[str, int | None]]
    assert _returns(pairs, [("a", 2), ("b", None)]) == ""
    assert _returns(pairs, [("a", "2")]) == (
        "extract('x') returned [('a', '2')], whose [0][1] is '2', a str; it must be an int or "
        "None. Turn the digits into a number with int(). Return what the task asks."
    )
    assert _returns(pairs, [["a", 2]]).startswith(
        "extract('x') returned [['a', 2]], whose [0] is ['a', 2], a list; it must be a tuple of "
        "2 items. A list is a different type from a tuple"
    )
    assert _returns(pairs, [("a", 2, 3)]).startswith(
        "extract('x') returned [('a', 2, 3)], whose [0] is ('a', 2, 3), a tuple of 3 items;"
    )
    assert _returns(pairs, ("a",)).startswith("extract('x') returned ('a',), which is a tuple;")
    assert _returns(pairs, None).startswith("extract('x') returned None; return a list.")
    generator = Opaque("generator", "<generator object solve>")
    assert _returns(list[str], generator).startswith(
        "extract('x') returned <generator object solve>, which is a generator; return a list."
    )
    assert _returns(bool, 1).startswith("extract('x') returned 1, which is an int; return a bool.")


@pytest.mark.layer_independent
def test_expect_returns_knows_a_typed_dict_and_that_a_bool_is_no_int() -> None:
    fine = {"shown": "s", "attempts": 1, "feedback": None}
    assert _returns(_Outcome, fine) == ""
    assert _returns(_Outcome, {**fine, "attempts": True}).startswith(
        "extract('x') returned {'shown': 's', 'attempts': True, 'feedback': None}, whose "
        "['attempts'] is True, a bool; it must be an int. True and False are bools, not 1 and 0."
    )
    assert _returns(_Outcome, {"shown": "s"}).startswith(
        "extract('x') returned a dict with the keys ['shown']; it must have exactly the keys "
        "['shown', 'attempts', 'feedback'], no more and no fewer."
    )


@pytest.mark.layer_independent
def test_an_unforeseen_answer_fails_closed_with_what_came_back() -> None:
    def needs_a_list(t: Trial) -> None:
        t.result(["a"], []).sort()

    result = _run(needs_a_list, [7])
    assert result.status is Status.ERROR
    assert result.facts == Facts(Failure.UNUSABLE, call="solve(['a'], [])", got="7")


@pytest.mark.layer_independent
def test_a_check_out_of_time_is_not_run() -> None:
    def late(t: Trial) -> None:
        raise OutOfTime

    result = _run(late, [[]])
    assert result.facts.failure is Failure.NOT_RUN
    assert result.message.startswith("Not run: the whole submission used up")


@pytest.mark.layer_independent
def test_facts_and_message_stay_bounded() -> None:
    huge = Facts(
        Failure.WRONG,
        call="solve(" + "x" * 50_000 + ")",
        expected="e" * 50_000,
        got="g" * 50_000,
        smallest="s" * 50_000,
        traceback="t" * 50_000,
    )
    facts, explanation = bounded(huge, "why " * 50_000)
    assert len(facts.worded(explanation)) <= MESSAGE_CHARS + len(CUT_MARK)
    assert explanation.endswith(CUT_MARK)


def test_the_json_of_a_check_holds_every_fact_and_reads_back() -> None:
    report = grade_fixture(_wrong("crashes_on_empty_citations"))
    data = report.to_json()
    assert all(set(check) == CHECK_FIELDS for check in data["checks"])
    raised = next(check for check in data["checks"] if check["id"] == "worked-example")
    assert (raised["failure"], raised["raised"]) == ("raised", "IndexError")
    passed = next(check for check in data["checks"] if check["status"] == "pass")
    assert passed["failure"] is None and passed["got"] == ""
    assert Report.from_json(data).checks == report.checks


def test_the_same_wrong_answer_has_the_same_facts_on_every_run(tmp_path: Path) -> None:
    # The class report groups learners by what came back: a set is shown in one order.
    first = _check(grade_fixture(_returns_set(tmp_path)), "worked-example")
    again = _check(grade_fixture(_returns_set(tmp_path)), "worked-example")
    assert first.facts == again.facts
    assert first.facts.got == "{'b', 'c'}"


@pytest.mark.layer_independent
def test_no_module_of_the_grader_reads_the_wording_back() -> None:
    """The labels of the wording live in results.py, which words the facts; a module that
    looked for them (a prefix test, a regular expression) would be reading a message back."""
    labels = ("Called:", "Expected:", "Got:", "Smallest failing input", "did not return:")
    grader = Path(__file__).resolve().parent.parent / "grader"
    found = []
    for path in sorted(grader.rglob("*.py")):
        if path.name == "results.py":
            continue
        tree = ast.parse(path.read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        found += [
            f"{path.relative_to(grader)}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and any(label in node.value for label in labels)
        ]
    assert found == []
    assert not (grader / "batch" / "came_back.py").exists()


def _hypothesis_state() -> tuple[Any, Any]:
    from hypothesis import configuration
    from hypothesis.internal.conjecture import providers

    return getattr(configuration, "__hypothesis_home_directory"), providers._get_local_constants


@pytest.mark.layer_independent
def test_a_property_changes_hypothesis_only_while_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hypothesis.configuration import storage_directory

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))  # no recorded inputs: Hypothesis runs

    before = _hypothesis_state()
    homes = []

    @check("c", "C")
    @given(n=st.integers(0, 3))
    def records(t: Trial, n: int) -> None:
        homes.append(storage_directory().path)

    assert _run(records, [[]]).status is Status.PASS
    assert set(homes) == {HYPOTHESIS_HOME}  # not the current folder, where a learner works
    assert _hypothesis_state() == before


def test_a_deadline_that_lands_where_python_cannot_raise_comes_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Python drops an exception raised in a gc callback (Hypothesis keeps one); the grader's
    deadline must still stop the check, and say nothing on the way."""

    def slow_callback(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            end = time.monotonic() + 0.3
            while time.monotonic() < end:  # the deadline passes in here
                pass

    gc.callbacks.append(slow_callback)
    started = time.monotonic()
    try:
        with pytest.raises(OutOfTime), grader_deadline(0.05):
            gc.collect()
            while time.monotonic() < started + 5:
                pass
    finally:
        gc.callbacks.remove(slow_callback)
    assert time.monotonic() - started < 2
    assert "OutOfTime" not in capsys.readouterr().err
