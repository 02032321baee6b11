"""The efficiency check's timing (`Trial.expect_linear`): the learner's CPU time on inputs
that grow, compared with the input's growth and with the reference's time on the same inputs;
when a time is too small to judge, and when speed is not judged at all."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator
from typing import Any, NoReturn, Protocol

from grader.languages import Language, Wording
from grader.lesson.checks.answers import AnswerTable, Recorder
from grader.lesson.checks.compare import same
from grader.lesson.checks.failures import CallStopped, CheckFailed, mismatch
from grader.lesson.checks.timed_pool import MakeArgs, TimedInput, TimedPool
from grader.report.results import NOT_JUDGED, Facts, Failure
from grader.sandbox.process import Meanwhile
from grader.sandbox.session import Beside, Timing

# The efficiency check's small inputs must take at least this long once a round trip's cost is
# taken off, or the jitter of that cost decides the verdict; a quicker solution is timed on
# inputs doubled in size, at most this many times.
MEASURABLE_SECONDS = 0.0003
MAX_DOUBLINGS = 3
# On the timed inputs, small and large, the learner's time may be at most this many times the
# reference's on the same inputs. Measured (benchmarks/efficiency.py): every correct style
# takes 1 to 5 times the reference's time, loops, regular expressions and JavaScript alike;
# the known quadratic solutions take 12 to 270 times it on the large inputs. So a quadratic
# solution padding its small calls to the cost of its large ones (which keeps the growth ratio
# near 1) is far over it on the small inputs, and over it on the large ones too.
REFERENCE_MULTIPLE = 10.0
# The large inputs are timed one after another, up to three; the first is enough when it is
# this far inside both limits. Noise only ever adds CPU time, so a time well inside them is
# not luck; a time near a limit is measured again, and the least time judged.
CLEARLY_INSIDE = 0.6


class TimedTrial(Protocol):
    """What timing needs of a check's `Trial`, which calls it from `expect_linear`."""

    others_failed: bool
    timed_pool: TimedPool

    @property
    def reference(self) -> Callable[..., Any]: ...

    def result(self, *args: Any) -> Any: ...

    def computed(self, *args: Any) -> Any: ...

    def timed_call(self, args: tuple[Any, ...], meanwhile: Meanwhile | None = ...) -> Timing: ...

    @property
    def language(self) -> Language: ...

    def show_call(self, *args: Any, chars: int = ...) -> str: ...

    def show(self, value: Any) -> str: ...

    def render(self, wording: Wording) -> str: ...

    def fail(
        self,
        message: str,
        *,
        args: tuple[Any, ...] | None = None,
        expected: Any = ...,
        got: Any = ...,
        failure: Failure = ...,
    ) -> NoReturn: ...


def expect_linear(
    trial: TimedTrial,
    make_args: MakeArgs,
    size: int,
    advice: Wording,
    growth: int = 8,
    tolerance: float = 2.5,
    attempts: int = 3,
) -> None:
    """Fail when the learner's time grows much faster than a linear pass over the same
    arguments, both measured in this run: a ratio of ratios, never an absolute time.

    `make_args(size, rng)` builds an input of about `size` items from `rng`, which the
    trial's `TimedPool` seeds from a seed drawn once per run from the operating system's
    randomness, which never leaves the grader: the timed inputs are new on every run and
    cannot be known in advance. Every timed answer must equal the reference's, so
    recognising a timed input gains nothing; the time is the CPU time of the child's whole
    process tree, read from the kernel (see `sandbox/cputime.py`), which no code in the child
    can change."""
    if trial.others_failed:
        raise CheckFailed(
            f"{NOT_JUDGED}: it is measured once every other check passes. Make them pass "
            "first; a fast wrong answer is worth nothing.",
            Facts(Failure.NOT_RUN),
        )
    pool = trial.timed_pool
    # One input answered first and again last: a function that keeps something between
    # calls would otherwise pass or fail by whether the random timed inputs happen to meet
    # what it kept.
    again = pool.batch(make_args, "again", size, 1, 1)[0].args
    first = trial.result(*again)
    judged = doublings = answered = 0  # answered: the largest nominal size answered
    times_reference = 0.0  # the learner's time over the reference's, small or large
    while judged < attempts:
        # Fresh inputs every round and sizes drawn near the nominal ones: a solution that
        # remembers its answers cannot time a lookup instead of its work.
        round_ = judged + doublings
        small = pool.batch(make_args, round_, size, size // 8 + 1, 3)
        with _slow_if_unanswered(answered, size, trial.render(advice)):
            fast, reference_fast = _least_time(trial, small)
        answered = size
        if fast < MEASURABLE_SECONDS and doublings < MAX_DOUBLINGS:
            # Too quick to tell from the round trip's own jitter: a larger input, so that
            # a fast solution is never judged on noise (and the large inputs of this
            # round are not worth building).
            size, doublings = size * 2, doublings + 1
            continue
        large = pool.batch(make_args, round_, size * growth, size + 1, 3)
        grew = sum(timed.size for timed in large) / sum(timed.size for timed in small)
        with _slow_if_unanswered(answered, size * growth, trial.render(advice)):
            took, times_reference = _slowdown(trial, large, fast, CLEARLY_INSIDE * tolerance * grew)
        if reference_fast:  # the small inputs too: a constant cost is large on them
            times_reference = max(times_reference, fast / reference_fast)
        judged += 1
        grows_linearly = took <= tolerance * grew
        if grows_linearly and times_reference <= REFERENCE_MULTIPLE:
            _answers_again(trial, again, first)
            return
        if took > 2 * tolerance * grew or times_reference > 2 * REFERENCE_MULTIPLE:
            break  # clearly too slow: measuring again only costs time
    if took > tolerance * grew:
        raise CheckFailed(
            f"When the input grew {grew:.1f} times (from about {size} items), your "
            f"function took {took:.1f} times as long; a linear solution takes about "
            f"{grew:.0f} times as long. {trial.render(advice)}",
            Facts(Failure.SLOW, got=f"{took:.1f} times the time for {grew:.1f} times the input"),
        )
    raise CheckFailed(
        f"On inputs of {size} to {size * growth} items your function took up to "
        f"{times_reference:.0f} times as long as a linear solution takes on the same "
        f"inputs (up to {REFERENCE_MULTIPLE:.0f} times is allowed, for any way of writing "
        "it): it does far more work per item than one pass needs, even where its time "
        f"seems to grow no faster than the input. {trial.render(advice)}",
        Facts(Failure.SLOW, got=f"{times_reference:.0f} times a linear solution's time"),
    )


def _answers_again(trial: TimedTrial, args: tuple[Any, ...], first: Any) -> None:
    """Fail unless `args`, answered before the timed calls, get the same answer after them."""
    now = trial.result(*args)
    if not same(now, first):
        trial.fail(
            f"{NOT_JUDGED}: {trial.show_call(*args)} returned "
            f"{trial.show(first)} before the timed calls and {trial.show(now)} after them. "
            "Something is kept between calls: make independent-calls pass first.",
            args=args,
            got=now,
        )


@contextlib.contextmanager
def _slow_if_unanswered(answered: int, trying: int, advice: str) -> Iterator[None]:
    """A timed call that runs out of time on inputs of about `trying` items, once inputs of
    about `answered` items were answered, fails the check as too slow: what the time-out
    shows is the growth this check is about. The deadline is the grader's own clock, so
    the verdict still rests on nothing the child says; with nothing answered yet, the
    time-out stays a time-out."""
    try:
        yield
    except CallStopped as stop:
        if not (stop.timed_out and answered):
            raise
        raise CheckFailed(
            f"Your function answered inputs of about {answered} items, but given about "
            f"{trying} items, {trying / answered:.0f} times as many, {stop.reason}: its "
            f"time grew much faster than the input. {advice}",
            Facts(
                Failure.SLOW,
                call=stop.call,
                got=f"no answer within the time limit for {trying / answered:.0f} times the input",
                error=stop.reason,
            ),
        ) from None


def _least_time(
    trial: TimedTrial,
    inputs: list[TimedInput],
    enough: Callable[[float, float], bool] = lambda mine, theirs: False,
) -> tuple[float, float]:
    """The least time of the runs on `inputs`, as load only ever adds time: the learner's,
    and the reference's on the same inputs (0 where no reference answers). The inputs are
    timed in order, until `enough(mine, theirs)` says the least times so far settle it."""
    mine = theirs = math.inf
    for place, timed in enumerate(inputs):
        following = inputs[place + 1] if place + 1 < len(inputs) else None
        this, reference = _timed(trial, timed, following)
        mine, theirs = min(mine, this), min(theirs, reference)
        if enough(mine, theirs):
            break
    return mine, theirs


def _slowdown(
    trial: TimedTrial, large: list[TimedInput], fast: float, clear_growth: float
) -> tuple[float, float]:
    """How many times longer the large inputs took than the small ones took (`fast`), and
    how many times the reference's time the large ones took; once a slowdown of at most
    `clear_growth`, at most `CLEARLY_INSIDE` of the reference multiple, is measured, no
    more large inputs are timed."""

    def clear(slow: float, reference: float) -> bool:
        within = not reference or slow <= CLEARLY_INSIDE * REFERENCE_MULTIPLE * reference
        return within and slow <= clear_growth * max(fast, 1e-7)

    slow, reference = _least_time(trial, large, clear)
    return slow / max(fast, 1e-7), slow / reference if reference else 0.0


def _timed(
    trial: TimedTrial, timed: TimedInput, following: TimedInput | None = None
) -> tuple[float, float]:
    """One timed call's cost, and the reference's on the same arguments (0 where only
    recorded answers stand in for it); the answer must be right for its time to count.

    The reference runs in the grader (`TimedInput.answered_by`), on the pool's input once
    for every submission timed on it, its time re-measured as the pool says. It runs while
    the child works on the call, and then, if the child is still working, the `following`
    input is made (a correct solution's first large input often settles its verdict, and
    then the next is never needed). The child's time is read from the kernel's accounting of
    the child alone, and the reference's is this thread's own, so neither counts the other's."""
    answers = _answers_timed_inputs(trial)

    def answered() -> tuple[Any, float]:
        return timed.answered_by(trial.computed) if answers else (None, 0.0)

    # The next input is made in time the grader would spend waiting, or when it is needed.
    make_following = None if following is None else lambda: following.args
    args = timed.args
    reference_work = Beside(answered, idle=make_following)
    timing = trial.timed_call(args, meanwhile=reference_work)
    want, reference = reference_work.result()
    if not answers:
        return timing.seconds, 0.0
    if not same(timing.reply.value, want):
        trial.fail(
            mismatch(trial.show_call(*args), want, timing.reply.value, trial.language)
            + f"\n{NOT_JUDGED}: on this large input your function's answer is wrong, a case "
            "the other checks did not meet. Find what sets this input apart."
        )
    return timing.seconds, reference


def _answers_timed_inputs(trial: TimedTrial) -> bool:
    """Timed inputs are new on every run, so only a real reference can answer them: not a
    learner copy's recorded answers (and recording them would only bloat that copy)."""
    return not isinstance(trial.reference, (AnswerTable, Recorder))
