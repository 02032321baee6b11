"""Verdicts no learner can forge: every reply the child can send maps to a verdict, a check that
meets an answer it cannot use fails closed, the grader's own work stops at the submission's
time, and what a report shows stays small whatever came back."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURE_KIT, grade_fixture
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.grading.grading import MESSAGE_CHARS, _run_check
from grader.languages import PYTHON
from grader.languages.show import ITEMS, SHOWN_CHARS, show_call
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import Lesson, all_lessons
from grader.report.results import Status
from grader.sandbox.child import wire
from grader.sandbox.child.wire import Opaque
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped, Meanwhile
from grader.sandbox.session import (
    OutOfTime,
    Reply,
    Timing,
    _account_of_args,
    _check_args_after,
    _reply,
)

TRIES = settings(max_examples=300, deadline=None, derandomize=True, database=None)

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=20,
)
# What a forged reply can hold: any JSON, and now and then the tags the wire format uses.
TAGGED = st.recursive(
    JSON,
    lambda inner: (
        st.fixed_dictionaries(
            {"t": st.sampled_from(["tuple", "set", "frozenset", "dict", "object", "x"])},
            optional={"v": inner, "type": inner, "repr": inner},
        )
        | st.lists(inner, max_size=3)
    ),
    max_leaves=15,
)
REPLIES = st.fixed_dictionaries(
    {},
    optional={
        "op": st.sampled_from(["reply", "loaded", "x"]),
        "value": TAGGED,
        "too_large": TAGGED,
        "raised": TAGGED,
    },
)


def received(message: dict[str, Any]) -> Reply:
    """A reply as the grader takes it in: read off the wire (where `process` turns BadMessage
    into ChildStopped), then believed in shape."""
    try:
        return _reply(wire.unpack_reply(json.dumps(message).encode(), ("value",)))
    except wire.BadMessage as problem:
        raise ChildStopped(str(problem)) from None


@TRIES
@given(message=REPLIES)
def test_every_reply_is_believed_in_shape_or_refused(message: dict[str, Any]) -> None:
    try:
        reply = received(message)
    except ChildStopped:
        return
    assert type(reply.too_large) is bool
    assert reply.raised is None or set(reply.raised) == {"type", "message", "traceback"}


ARGUMENTS = st.tuples(st.lists(st.text(max_size=3), max_size=3), st.lists(st.text(max_size=3)))


@TRIES
@given(sent=ARGUMENTS, message=REPLIES, json=st.booleans())
def test_an_account_of_the_arguments_is_believed_only_in_their_shape(
    sent: tuple[list[str], list[str]], message: dict[str, Any], json: bool
) -> None:
    try:
        after = _account_of_args(received(message), sent, json)
    except ChildStopped:
        return
    assert len(after) == len(sent)
    # A list, or what a JavaScript child says was done to an argument it cannot send as one.
    assert all(type(now) in (list, Opaque) for now in after)


@pytest.mark.parametrize(
    "after",
    [(), (["a"],), (["a"], ["b"], ["c"]), ("a", ["b"]), ({"a"}, ["b"]), (7, 8)],
    ids=repr,
)
def test_an_ill_shaped_account_of_the_arguments_is_refused(after: Any) -> None:
    with pytest.raises(ChildStopped, match="arguments after the call was refused"):
        _check_args_after((["a"], ["b"]), after)


# Answers a check may meet once replies pass the wire's own checks.
ODD_ANSWERS: list[Any] = [
    None,
    True,
    0,
    -1,
    2**4000,
    1.5,
    float("nan"),
    "",
    "x" * 10_000,
    "\ud800",
    [],
    [None],
    [[]],
    [1, "a"],
    ["x"] * 50_000,
    ("a", 1),
    (None, None),
    [("a",)],
    [("a", 1, 2)],
    [("a", "b")],
    [("a", None)],
    [(1, "b")],
    {"a": 1},
    {"a"},
    frozenset({1}),
    {("a",): [1]},
    Opaque("generator", "<generator object>"),
    [Opaque("Weird", "w")],
    [[[[[[["deep"]]]]]]],
]


@dataclass
class CannedSession:
    """Stands in for a child: every call answers with the next of `answers`."""

    answers: list[Any]
    limits: Limits = field(default_factory=Limits)
    given: int = 0
    reaches_grader_files: bool = False  # as bubblewrap: records are used
    deadline: float = field(default_factory=lambda: time.monotonic() + 30.0)

    def _next(self) -> Reply:
        answer = self.answers[self.given % len(self.answers)]
        self.given += 1
        return Reply(answer)

    def call(
        self, args: tuple[Any, ...], keep_args: bool = False, meanwhile: Meanwhile | None = None
    ) -> Reply:
        reply = self._next()
        if keep_args:
            _check_args_after(args, tuple(args))
        if meanwhile is not None:
            meanwhile()
        return reply

    def timed(self, args: tuple[Any, ...], meanwhile: Meanwhile | None = None) -> Timing:
        if meanwhile is not None:
            meanwhile()
        return Timing(0.001, self._next())

    def time_left(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise OutOfTime
        return left

    def output_mark(self) -> int:
        return 0

    def output_since(self, mark: int) -> str:
        return ""


def every_check() -> list[Any]:
    """Every check of the fixture lessons, and of the curriculum's lessons (marked so)."""
    return [
        pytest.param(lesson, spec, id=f"{lesson.slug}:{spec.id}", marks=marks)
        for root, marks in ((FIXTURE_KIT, ()), (None, pytest.mark.curriculum))
        for lesson in all_lessons(root)
        for spec in lesson.checks
    ]


@pytest.mark.parametrize(("lesson", "spec"), every_check())
def test_every_check_fails_closed_on_odd_answers(lesson: Lesson, spec: CheckSpec) -> None:
    """Whatever the learner's function returns, the check ends with a verdict and a short
    message; answers that are nothing like the reference's never pass."""
    for start in range(0, len(ODD_ANSWERS), 5):
        answers = ODD_ANSWERS[start:] + ODD_ANSWERS[:start]
        session = CannedSession(answers)
        trial = Trial(session, lesson.reference, lesson.function, lesson.parameters)  # type: ignore[arg-type]
        result, _, _ = _run_check(spec, trial, session)  # type: ignore[arg-type]
        assert result.status in (Status.PASS, Status.FAIL, Status.ERROR)
        assert len(result.message) <= MESSAGE_CHARS + 20
        if result.status is Status.PASS:
            # A pass on canned answers means every call's answer happened to be right.
            assert session.given > 0


def test_grader_work_on_a_check_stops_at_the_submissions_time() -> None:
    def endless(trial: Trial) -> None:
        while True:  # the grader's own work, not the child's: no pipe deadline applies
            sum(range(1000))

    spec = CheckSpec("endless", "Endless", 1, None, endless)
    session = CannedSession([[]], deadline=time.monotonic() + 0.5)
    trial = Trial(session, lambda *args: [], "solve")  # type: ignore[arg-type]
    started = time.monotonic()
    result, _, _ = _run_check(spec, trial, session)  # type: ignore[arg-type]
    assert time.monotonic() - started < 5
    assert result.status is Status.ERROR
    assert "used up" in result.message


def test_a_check_that_cannot_use_an_answer_fails_closed() -> None:
    def needs_a_list(trial: Trial) -> None:
        got = trial.result()
        got.sort()  # an int has no sort: the check's author did not foresee it

    spec = CheckSpec("needs", "Needs a list", 1, None, needs_a_list)
    session = CannedSession([7])
    trial = Trial(session, lambda *args: [], "solve")  # type: ignore[arg-type]
    result, _, _ = _run_check(spec, trial, session)  # type: ignore[arg-type]
    assert result.status is Status.ERROR
    assert result.points == 0
    assert "could not use what your function returned" in result.message


VALUES = st.recursive(
    st.none() | st.integers() | st.text() | st.floats(),
    lambda inner: (
        st.lists(inner)
        | st.tuples(inner, inner)
        | st.frozensets(st.integers() | st.text())
        | st.dictionaries(st.text(), inner)
    ),
    max_leaves=60,
)


@TRIES
@given(value=VALUES)
def test_a_shown_value_is_short_whatever_it_holds(value: Any) -> None:
    assert len(PYTHON.show(value)) <= SHOWN_CHARS
    assert len(show_call("solve", (value, value), PYTHON)) <= 2 * SHOWN_CHARS + 20


class CountedList(list[Any]):
    """A list that counts the items read from it, to show how much of it a rendering reads."""

    read = 0

    def __iter__(self) -> Iterator[Any]:
        for item in super().__iter__():
            CountedList.read += 1
            yield item


def test_showing_a_huge_value_reads_only_what_it_shows() -> None:
    # Counted, not timed: the cost of a rendering is what it reads, whatever the machine's load.
    huge = CountedList({f"{i:08d}": CountedList(range(50))} for i in range(200_000))
    CountedList.read = 0
    shown = PYTHON.show([set(map(str, range(100_000))), huge])
    assert "more" in shown and len(shown) <= SHOWN_CHARS
    assert CountedList.read <= ITEMS * (ITEMS + 1)  # a dozen of each list shown, no more


def test_a_call_that_raised_is_reported_as_raised_not_as_tampering(tmp_path: Path) -> None:
    # A call that raises sends no account of its arguments; that is no sign of tampering.
    raising = tmp_path / "raising.py"
    raising.write_text("def solve(citations, retrieved_ids):\n    raise ValueError('no ids')\n")
    [result] = [r for r in grade_fixture(raising).checks if r.id == "arguments-unchanged"]
    assert "raised ValueError" in result.message
    assert "refused" not in result.message and "changed?" not in result.message
