"""Grading one submission: load it in a child, run the lesson's checks, build the report."""

from __future__ import annotations

import _thread
import contextlib
import signal
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from grader.grading.opening import open_session
from grader.grading.replay import forget_records, run_property
from grader.grading.submission import Submission
from grader.ground.errors import KitError
from grader.languages import Language, render
from grader.lesson.checks.answers import MissingAnswer
from grader.lesson.checks.failures import CallStopped, CheckFailed, SolveRaised
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.checks.timed_pool import TimedPool
from grader.lesson.checks.trial import Trial
from grader.lesson.lessons import Lesson
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.sandbox.isolation import Layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped, Unit
from grader.sandbox.session import Loaded, OutOfTime, Session

DEADLINE_SIGNAL = signal.SIGUSR2
# The browser's Python (Emscripten) starts no thread: there only the calls' deadlines apply.
THREADS = sys.platform != "emscripten"
# A deadline that Python dropped comes again this soon, this many times at most (a dropped
# one is taken within milliseconds; the bound keeps a deadline from outliving its check).
AGAIN_SECONDS = 0.02
AGAIN_TIMES = 250
# After this many checks ran out of time, the rest are not run: a function that never returns
# would otherwise cost every check its full time limit.
TIME_OUTS_BEFORE_STOP = 2
NOT_RUN_AFTER_TIME_OUTS = (
    "Not run: two earlier checks ran out of time, so your function probably never returns "
    "(an endless loop?). Fix that first."
)

NEEDS_REFERENCE = (
    "Not run here: this check needs the reference solution, which a learner copy of the kit "
    "does not include. Your instructor's grading runs it."
)

UNUSABLE_ANSWER = (
    "This check could not use what your function returned, so it does not pass. Return the "
    "kind of value the task asks for"
)
# A report keeps a few KB per check, whatever the learner's function returned or printed:
# the facts and the explanation together are worded in at most MESSAGE_CHARS (and a mark
# where they were cut); each fact is at most FACT_CHARS, a traceback TRACEBACK_CHARS.
MESSAGE_CHARS = 4000
FACT_CHARS = 900
TRACEBACK_CHARS = 1500
CUT_MARK = "\n… (message cut)"

TODO_MESSAGE = (
    "Your `{function}` still {raises} NotImplementedError, so nothing was checked yet. "
    "Replace that line with your solution and run the check again; hint stage 1 shows "
    "where to start."
)


PRINTED_WHILE_LOADING = (
    "Code outside `{function}` printed while your code was loaded (a print at the top level, "
    "or another cell's output); it is not shown: each check shows only what `{function}` "
    "printed."
)


def grade(
    lesson: Lesson,
    submission: Submission,
    limits: Limits | None = None,
    layer: Layer | None = None,
    timed_pool: TimedPool | None = None,
    session: Session | None = None,
) -> Report:
    """Grade a submission against a lesson. Never raises for anything the learner wrote.
    `layer` isolates the learner's code; by default the strongest one available, and
    `in_process.IN_PROCESS` where no process can be started (the browser). Feedback is worded
    in the submission's language. `timed_pool` holds the efficiency check's timed inputs
    when a class run shares them, used only where the layer keeps children apart: elsewhere
    one submission's code could leave the answers to them in a file for another's. By
    default, and in such a layer, this grading draws its own. `session` is one that
    `open_session` opened for the same arguments, its child started before this module was
    imported (`check`)."""
    started = time.monotonic()
    language = submission.language
    units, hints_opened = submission.units, submission.hints_opened
    session = session or open_session(lesson, submission, limits, layer)
    layer = session.layer_used
    notes = [*submission.notes, layer.note]
    if lesson.hidden_checks:
        count = lesson.hidden_checks
        verb = "check is" if count == 1 else "checks are"
        notes.append(f"{count} more {verb} run only by your instructor.")

    def report(
        status: Status, message: str, results: list[CheckResult], reason: str = ""
    ) -> Report:
        return Report(
            lesson.slug,
            lesson.title,
            status,
            message,
            results,
            max_score=lesson.max_score,
            isolation=session.isolation,
            notes=notes
            + [PRINTED_WHILE_LOADING.format(function=lesson.function)]
            * session.printed_while_loading,
            seconds=time.monotonic() - started,
            hints_opened=sorted(hints_opened),
            hint_penalty=lesson.hint_penalty * len(hints_opened),
            reason=reason,
            lesson_version=lesson.version,
            language=language.name,
            limits=session.limits,
        )

    try:
        try:
            checks = lesson.checks  # imported while the child starts
            loaded = session.start()
        except ChildStopped as stop:
            message = f"Your code could not be loaded: {stop.reason}."
            return report(Status.ERROR, message, [], message)
        from_file = bool(units) and not units[0].cell
        problem = _load_problem(lesson, language, loaded, units, from_file)
        if not from_file:  # a file's error is the report's message, not a note
            notes += [_unit_error_note(error) for error in loaded.unit_errors]
        if problem:
            return report(Status.ERROR, *problem)
        trial = Trial(
            session,
            lesson.reference,
            lesson.function,
            lesson.parameters,
            language=language,
            timed_pool=timed_pool if timed_pool and layer.keeps_children_apart else TimedPool(),
        )
        results: list[CheckResult] = []
        time_outs = 0
        # Efficiency checks last, whatever their place in the lesson: speed is judged only
        # once every other check has passed. The report keeps the lesson's order.
        for spec in sorted(checks, key=lambda spec: spec.timed):
            if time_outs >= TIME_OUTS_BEFORE_STOP:
                results.append(_not_run(spec, NOT_RUN_AFTER_TIME_OUTS, language))
                continue
            trial.others_failed = any(result.status is not Status.PASS for result in results)
            result, raised, timed_out = _run_check(spec, trial, session)
            time_outs += timed_out
            if not results and raised is not None and raised.is_not_implemented:
                todo = TODO_MESSAGE.format(function=lesson.function, raises=language.raises)
                return report(Status.TODO, todo, [], todo)
            if not results:  # not the stub: the fresh children checks ask for start now
                # One that cannot start is started again, and reported, by the check needing it.
                with contextlib.suppress(ChildStopped):
                    session.launch_spares(max((spec.fresh_children for spec in checks), default=0))
            results.append(result)
        place = {spec.id: position for position, spec in enumerate(checks)}
        results.sort(key=lambda result: place[result.id])
    finally:
        session.close()
        if session.reaches_grader_files:  # its code could have written records: none is kept
            forget_records()
    failed = sum(result.status is not Status.PASS for result in results)
    if failed:
        return report(Status.FAIL, f"{failed} of {len(results)} checks do not pass yet.", results)
    return report(Status.PASS, "Every check passes. Well done!", results)


def _run_check(
    spec: CheckSpec, trial: Trial, session: Session
) -> tuple[CheckResult, SolveRaised | None, bool]:
    """One check's result, with what the caller needs to spot the stub (what the learner's
    function raised) and a function that never returns (whether a call ran out of time)."""
    mark = session.output_mark()
    calls_before = trial.calls
    trial.last = None  # a failure's facts are this check's own
    raised: SolveRaised | None = None
    timed_out = False
    status, explanation, facts = Status.PASS, "", Facts()
    try:
        with grader_deadline(session.time_left()):
            if spec.is_property:
                run_property(spec, trial)
            else:
                spec.run(trial)
    except CheckFailed as failure:
        status, explanation, facts = Status.FAIL, failure.explanation, failure.facts
    except SolveRaised as error:
        raised = error
        status, facts = Status.ERROR, error.facts
    except CallStopped as stop:
        timed_out = stop.timed_out
        status, facts = Status.ERROR, stop.facts
    except ChildStopped as stop:  # a sandbox that could not be restarted between calls
        status = Status.ERROR
        explanation = f"Your code could not be run again: {stop.reason}."
        facts = Facts(Failure.STOPPED, error=stop.reason)
    except MissingAnswer:
        status, explanation, facts = Status.ERROR, NEEDS_REFERENCE, Facts(Failure.NOT_RUN)
    except OutOfTime:
        limit = session.limits.submission_seconds
        status = Status.ERROR
        explanation = f"Not run: the whole submission used up its {limit:g} s."
        facts = Facts(Failure.NOT_RUN, error=f"the submission used up its {limit:g} s")
    except KitError:  # the kit's own problem (the Hypothesis installed), not the learner's
        raise
    except Exception as problem:
        if _is_flaky(problem):  # the same input failed once and then passed
            status, explanation, facts = Status.FAIL, *_flaky(problem)
        else:
            # Replies are checked for shape, but a check may still meet a value it cannot use
            # (a huge int, an unhashable key, a type it did not foresee): that check is not
            # passed, and the rest of the report stands.
            status = Status.ERROR
            explanation = f"{UNUSABLE_ANSWER} ({type(problem).__name__})"
            facts = trial.facts(failure=Failure.UNUSABLE)
    facts, explanation = bounded(facts, explanation)
    result = CheckResult(
        spec.id,
        render(spec.name, trial.language),
        status,
        spec.points if status is Status.PASS else 0,
        spec.points,
        explanation,
        spec.hint,
        session.output_since(mark),
        trial.calls - calls_before,
        facts,
    )
    return result, raised, timed_out


def bounded(facts: Facts, explanation: str) -> tuple[Facts, str]:
    """Facts and explanation cut so that their wording stays within MESSAGE_CHARS (with
    CUT_MARK where the explanation was cut), whatever the learner's code returned."""
    facts = facts.cut(FACT_CHARS, TRACEBACK_CHARS)
    if len(facts.worded(explanation)) > MESSAGE_CHARS:
        room = max(0, MESSAGE_CHARS - len(facts.worded()) - 1)
        explanation = explanation[:room] + CUT_MARK
    return facts, explanation


@contextlib.contextmanager
def grader_deadline(seconds: float) -> Iterator[None]:
    """Counts the grader's own work on a check against the submission's time: once `seconds`
    have passed, OutOfTime is raised here, even in the middle of the check's own code (a
    property walking a huge answer). Waits on the child have deadlines of their own; this
    catches the rest. Signal handlers run in the main thread only, so elsewhere (grading
    from a thread) only those deadlines apply."""
    if threading.current_thread() is not threading.main_thread() or not THREADS:
        yield
        return
    deadline = time.monotonic() + seconds
    over = threading.Event()  # the check has ended: no OutOfTime any more

    def expire(number: int, frame: object) -> None:
        if not over.is_set() and time.monotonic() >= deadline:  # a stray signal changes nothing
            raise OutOfTime

    def interrupt_until_over() -> None:
        # Where Python cannot raise (a gc callback, a __del__: Hypothesis keeps one), it drops
        # the exception, so the deadline is said again until the check has ended.
        if over.wait(seconds):
            return
        for _ in range(AGAIN_TIMES):
            # interrupt_main runs the handler in the main thread without sending any signal,
            # so the process's one real-time timer (which a pool worker uses) stays untouched.
            _thread.interrupt_main(DEADLINE_SIGNAL)
            if over.wait(AGAIN_SECONDS):
                return

    unraisable = sys.unraisablehook

    def dropped(report: Any) -> None:
        if not isinstance(report.exc_value, OutOfTime):  # a dropped deadline comes again
            unraisable(report)

    previous = signal.signal(DEADLINE_SIGNAL, expire)
    sys.unraisablehook = dropped
    threading.Thread(target=interrupt_until_over, daemon=True).start()
    try:
        yield
    finally:
        while not over.is_set():
            # Once `over` is set no OutOfTime is raised; one that lands before (the deadline
            # coming as the check ends) must not cut this short.
            with contextlib.suppress(OutOfTime):
                over.set()
        sys.unraisablehook = unraisable
        signal.signal(DEADLINE_SIGNAL, previous)


def _not_run(spec: CheckSpec, message: str, language: Language) -> CheckResult:
    facts = Facts(Failure.NOT_RUN)
    name = render(spec.name, language)
    return CheckResult(spec.id, name, Status.ERROR, 0, spec.points, message, facts=facts)


def _is_flaky(problem: Exception) -> bool:
    """Whether `problem` is Hypothesis' Flaky, asked without importing Hypothesis: only a full
    run raises one, and a full run has imported it."""
    errors = sys.modules.get("hypothesis.errors")
    return errors is not None and isinstance(problem, errors.Flaky)


def _flaky(flaky: Exception) -> tuple[str, Facts]:
    """The explanation of an input that failed once and then passed, and the facts of the
    first time (the call and what came back; the rest is worded in the explanation)."""
    first = next((e for e in getattr(flaky, "exceptions", ()) if isinstance(e, CheckFailed)), None)
    explanation = (
        "Your function gave different answers to the same input at different times, so it "
        "keeps something between calls (a variable outside the function?) or depends on "
        "chance. Start every call afresh." + (f"\nThe first time:\n{first}" if first else "")
    )
    if first is None:
        return explanation, Facts(Failure.WRONG)
    return explanation, Facts(Failure.WRONG, call=first.facts.call, got=first.facts.got)


def _load_problem(
    lesson: Lesson, language: Language, loaded: Loaded, units: list[Unit], from_file: bool
) -> tuple[str, list[CheckResult], str] | None:
    """Why the submission cannot be graded at all (the message, no results, and the reason
    in one paragraph), in its language's words, or None."""
    parameters = list(lesson.parameters)
    message = language.load_message(lesson.function, parameters, loaded, units, from_file)
    if message is None:
        return None
    reason = message
    if from_file and loaded.unit_errors:
        reason = language.load_reason(lesson.function, loaded, message)
    return message, [], reason


def _unit_error_note(error: dict[str, str]) -> str:
    return (
        f"{error['unit']} raised {error['type']} when it ran; later cells still ran.\n"
        f"{error['traceback'].rstrip()}"
    )
