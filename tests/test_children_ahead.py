"""Children started before they are needed are as fresh as children started on demand: the
spares a session starts for `expect_independent`, and the children a notebook's kernel starts
between `%check`s (`Nursery`). And the grader's own work done while a child answers (the
reference's answer, the next timed input) never changes what the child answers."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from conftest import FIXTURE_KIT, FIXTURE_SLUG, FIXTURE_SOLUTIONS
from isolation_support import available_layers, skip_without_bubblewrap

from grader.grading.grading import grade
from grader.grading.opening import open_session
from grader.grading.submission import load_submission
from grader.lesson.checks.failures import CheckFailed
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import find_lesson
from grader.sandbox.in_process import IN_PROCESS
from grader.sandbox.isolation import BUBBLEWRAP, choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped, Unit
from grader.sandbox.session import Beside, Child, Nursery, Session

# Leaves a trace of every kind a later child could meet: a file in its working folder (the
# only folder it may write), a variable of its module and one of its environment.
LEAVES_TRACES = """\
import os
KEPT = []

def probe():
    KEPT.append(1)
    os.environ["CITEKIT_TRACE"] = "left"
    with open("citekit-trace.txt", "w") as trace:
        trace.write("left")
    return len(KEPT)
"""
# Reports every trace it could meet.
LOOKS_FOR_TRACES = """\
import os
KEPT = []

def probe():
    KEPT.append(1)
    return [len(KEPT), os.listdir("."), os.environ.get("CITEKIT_TRACE")]
"""


def _session(source: str, layer: str, nursery: Nursery | None = None, **limits: float) -> Session:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    unit = Unit("probe.py", source)
    return Session([unit], "probe", 0, Limits().overridden(**limits), chosen, nursery=nursery)


def _child_processes(before: frozenset[int] = frozenset()) -> set[int]:
    """This process's children, as the kernel lists them, but for those listed `before`."""
    listed = Path(f"/proc/self/task/{os.getpid()}/children").read_text().split()
    return {int(pid) for pid in listed} - before


@pytest.mark.parametrize("layer", available_layers())
def test_a_child_that_waited_in_the_nursery_meets_nothing_an_earlier_grading_left(
    layer: str,
) -> None:
    """The kernel's next `%check` takes children started when the last one closed: each has
    been sent nothing, so it meets no file, variable or environment entry that the earlier
    grading's children left, and it loads only the submission it is then given."""
    before = frozenset(_child_processes())
    nursery = Nursery()
    earlier = _session(LEAVES_TRACES, layer, nursery)
    try:
        earlier.start()
        assert earlier.call(()).value == 1
        earlier.renew()  # a second child: the nursery is filled with as many as were used
        assert earlier.call(()).value == 1
    finally:
        earlier.close()
    started_ahead = _child_processes(before)
    assert len(started_ahead) == 2
    later = _session(LOOKS_FOR_TRACES, layer, nursery)
    try:
        later.start()
        assert later.call(()).value == [1, [], None]
        later.renew()
        assert later.call(()).value == [1, [], None]
        # Both came from the nursery: no child was started for this session.
        assert _child_processes(before) <= started_ahead
    finally:
        later.close()
        nursery.close()
    assert not _child_processes(before)


@pytest.mark.parametrize("layer", available_layers())
def test_children_wait_only_for_the_limits_they_were_started_with(layer: str) -> None:
    """A child's limits are set as it starts: one started for other limits (another lesson's,
    or `check --call-seconds`) is never used, and is ended when the nursery is filled again."""
    before = frozenset(_child_processes())
    nursery = Nursery()
    first = _session(LOOKS_FOR_TRACES, layer, nursery, memory_mb=256)
    try:
        first.start()
        first.call(())
    finally:
        first.close()
    [waiting] = _child_processes(before)
    other = _session(LOOKS_FOR_TRACES, layer, nursery, memory_mb=300)
    try:
        other.start()
        assert waiting in _child_processes()  # not taken: its limits are not these
        assert other.call(()).value == [1, [], None]
    finally:
        other.close()
    assert waiting not in _child_processes()  # ended when the nursery was filled for these
    nursery.close()
    assert not _child_processes(before)


@pytest.mark.parametrize("layer", available_layers())
def test_spares_started_ahead_are_fresh_and_ended_with_the_session(layer: str) -> None:
    """The spares `grade` starts after the first check each load the submission and make no
    call until a check renews the child; whatever of them is unused ends with the session."""
    before = frozenset(_child_processes())
    session = _session(LEAVES_TRACES, layer)
    try:
        session.start()
        assert session.call(()).value == 1
        assert session.call(()).value == 2
        session.launch_spares(2)
        assert len(_child_processes(before)) == 3
        session.renew()
        assert session.call(()).value == 1
    finally:
        session.close()
    assert not _child_processes(before)


def test_work_done_while_the_child_answers_changes_nothing_of_the_call() -> None:
    """The reference runs while the child works on the same call; if it fails, it fails after
    the reply is read, so the child is left as the call left it and answers the next call."""
    layer = available_layers()[0]
    session = _session(LEAVES_TRACES, layer)

    def broken() -> int:
        raise ZeroDivisionError("the grader's own work failed")

    try:
        session.start()
        done = Beside(lambda: 41 + 1)
        assert session.call((), meanwhile=done).value == 1
        assert done.result() == 42
        failed = Beside(broken)
        assert session.call((), meanwhile=failed).value == 2
        with pytest.raises(ZeroDivisionError):
            failed.result()
        assert session.call(()).value == 3  # the same child, its state kept
    finally:
        session.close()


# Answers at once, or after a fifth of a second of its own CPU time.
ANSWERS_AT_ONCE_OR_LATER = """\
import time

def probe(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass
    return seconds
"""


def test_idle_work_is_done_only_while_the_child_still_works() -> None:
    """Work that may never be needed (the next timed input) is done beside a call only while
    the child has not answered: after a slow call's reference it runs; after a quick one's,
    once the reply is in, it is left undone, and the call's answer is the same either way."""
    layer = available_layers()[0]
    session = _session(ANSWERS_AT_ONCE_OR_LATER, layer)
    idled: list[float] = []

    def slow_reference() -> str:
        time.sleep(0.1)  # the quick call has answered by then
        return "reference"

    try:
        session.start()
        slow = Beside(lambda: "reference", idle=lambda: idled.append(0.2))
        assert session.call((0.2,), meanwhile=slow).value == 0.2
        quick = Beside(slow_reference, idle=lambda: idled.append(0.0))
        assert session.call((0.0,), meanwhile=quick).value == 0.0
        assert (slow.result(), quick.result()) == ("reference", "reference")
        assert idled == [0.2]
    finally:
        session.close()


# Its answer changes only when the call before it was given "c".
AFFECTED_AFTER_C = """\
BEFORE = []

def probe(x):
    affected = BEFORE[-1:] == ["c"]
    BEFORE.append(x)
    return [x, affected]
"""


def test_pairs_that_share_a_call_need_its_fresh_child_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`expect_independent` pairs one base call with each variant: the base's answer alone is
    kept from its fresh child, so the check starts one fresh child per distinct call, and a
    later pair still catches a function that keeps something (here, only after "c")."""
    session = _session(AFFECTED_AFTER_C, available_layers()[0])
    started: list[Child] = []
    launch = session._launch

    def counted() -> Child:
        started.append(launch())
        return started[-1]

    monkeypatch.setattr(session, "_launch", counted)
    trial = Trial(session, lambda x: [x, False], "probe")
    variants = ["a", "b", "c"]
    try:
        session.start()
        with pytest.raises(CheckFailed) as failed:
            for variant in variants:
                trial.expect_independent(("base",), (variant,))
    finally:
        session.close()
    assert "probe('base') returned ['base', False] when it was the only call" in str(failed.value)
    assert "but ['base', True] after probe('c')" in str(failed.value)
    assert len(trial.alone_answers) == 1 + len(variants)
    assert len(started) == 1 + 1 + len(variants)  # the first child, then one a distinct call


def test_no_child_is_started_ahead_where_no_process_can_be_started() -> None:
    """In the browser the checks run in process: a nursery handed to its session is ignored,
    and nothing tries to start a process when the grading ends."""
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    nursery = Nursery()
    submission = load_submission(FIXTURE_SOLUTIONS / "reference.py")
    session = open_session(lesson, submission, layer=IN_PROCESS, nursery=nursery)
    assert session.nursery is None
    report = grade(lesson, submission, layer=IN_PROCESS, session=session)
    assert report.status.value == "pass"
    assert nursery.take(lesson.limits, IN_PROCESS, submission.language.runtime) is None


def test_a_child_that_cannot_be_started_ahead_leaves_the_grading_as_it_ended(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Starting the next `%check`'s children happens as a grading closes: if no process can
    be started then (too many processes, say), the grading's report stands, and the next
    session starts its own child, or says why it cannot."""
    layer = available_layers()[0]
    nursery = Nursery()
    session = _session(LOOKS_FOR_TRACES, layer, nursery)
    try:
        session.start()
        assert session.call(()).value == [1, [], None]

        def refused(*args: object, **kwargs: object) -> None:
            raise OSError(11, "Resource temporarily unavailable")

        monkeypatch.setattr("grader.sandbox.session.ChildProcess", refused)
    finally:
        session.close()  # does not raise
    monkeypatch.undo()
    later = _session(LOOKS_FOR_TRACES, layer, nursery)
    try:
        later.start()
        assert later.call(()).value == [1, [], None]
    finally:
        later.close()
        nursery.close()


def test_a_spare_that_cannot_start_after_the_first_check_leaves_grading_to_go_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Spares are started only to save time: if one cannot start then, every check is still
    run, and the check that needs a fresh child starts it (or reports why it cannot)."""
    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT)
    launch_spares = Session.launch_spares
    refusals: list[int] = []

    def refused_once(session: Session, count: int) -> None:
        if not refusals:
            refusals.append(count)
            raise ChildStopped("it could not be started")
        launch_spares(session, count)

    monkeypatch.setattr(Session, "launch_spares", refused_once)
    report = grade(lesson, load_submission(FIXTURE_SOLUTIONS / "reference.py"))
    assert len(refusals) == 1  # refused after the first check
    assert report.status.value == "pass", report.message
