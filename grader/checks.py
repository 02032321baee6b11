"""Declaring checks, and the `Trial` a check uses to call the learner's function.

A lesson's `checks.py` declares each check with `@check(id, name, points=…, hint=…)`; the
decorator only attaches a `CheckSpec`, and the runner reads them in definition order. A check
receives a `Trial`: `trial.call(...)` runs the learner's function in the child,
`trial.expected(...)` runs the reference here in the grader, and `trial.expect_same(...)`
compares the two, so no expected value is written down twice.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn, TypeVar

from hypothesis import HealthCheck, Phase, Verbosity, settings
from hypothesis.configuration import set_hypothesis_home_dir

from grader.sandbox.child import Opaque
from grader.sandbox.process import ChildStopped
from grader.sandbox.session import Reply, Session, Timing
from grader.show import first_difference, show_call, show_value

CheckFunction = Callable[..., None]

# Hypothesis' own `ci` profile, made quiet: derandomized, no deadline, no example database,
# so a verdict is the same on every run and nothing is written next to the submission. The
# explain phase is left out: it replays variations of the shrunk input, which costs seconds
# when the learner's function raises, and adds nothing a learner reads.
GRADING = settings(
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
    derandomize=True,
    deadline=None,
    database=None,
    print_blob=False,
    report_multiple_bugs=False,
    verbosity=Verbosity.quiet,
    suppress_health_check=list(HealthCheck),
)
# Hypothesis keeps caches (no examples: there is no database) in `.hypothesis` of the current
# folder by default; grading must leave a learner's or a class's folder as it found it.
set_hypothesis_home_dir(
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "citekit" / "hypothesis"
)
F = TypeVar("F", bound=CheckFunction)


@dataclass(frozen=True)
class CheckSpec:
    id: str
    name: str
    points: int
    hint: int | None
    function: CheckFunction
    examples: int | None = None
    instructor: bool = False  # declared in solutions/SLUG/checks.py: never shipped to learners

    @property
    def is_property(self) -> bool:
        return hasattr(self.function, "hypothesis")


def check(
    id: str, name: str, *, points: int = 1, hint: int | None = None, examples: int | None = None
) -> Callable[[F], F]:
    """Mark a function as a check. `hint` is the hint stage that helps when it fails;
    `examples` is how many generated inputs a Hypothesis property tries."""

    def attach(function: F) -> F:
        if hasattr(function, "hypothesis"):  # a property: apply the grading profile once, here
            function = settings(GRADING, max_examples=examples or GRADING.max_examples)(function)
        function.__citekit_check__ = CheckSpec(  # type: ignore[attr-defined]
            id, name, points, hint, function, examples
        )
        return function

    return attach


def declared_checks(module: ModuleType) -> list[CheckSpec]:
    return [
        value.__citekit_check__
        for value in vars(module).values()
        if isinstance(getattr(value, "__citekit_check__", None), CheckSpec)
    ]


class CheckFailed(Exception):
    """The learner's answer is wrong; the message says how, for the learner."""


class SolveRaised(Exception):
    """The learner's function raised; carries the learner-only traceback."""

    def __init__(self, call: str, raised: dict[str, Any]) -> None:
        self.call = call
        self.raised = raised
        super().__init__(f"{call} raised {raised['type']}")

    @property
    def is_not_implemented(self) -> bool:
        return bool(self.raised["type"] == "NotImplementedError")

    def explain(self) -> str:
        return f"{self.call} raised {self.raised['type']}:\n{self.raised['traceback'].rstrip()}"


class CallStopped(BaseException):
    """The child stopped answering. A BaseException so that Hypothesis stops at once instead of
    trying to shrink an input that costs a time limit per attempt."""

    def __init__(self, call: str, reason: str, timed_out: bool = False) -> None:
        self.call = call
        self.reason = reason
        self.timed_out = timed_out
        super().__init__(f"{call} stopped: {reason}")


def same(a: Any, b: Any) -> bool:
    """Equality with equal types all the way down: True is not 1, a tuple is not a list."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


@dataclass
class Trial:
    """What a check works with: the learner's function behind the session, and the reference."""

    session: Session
    reference: Callable[..., Any]
    function: str
    parameters: tuple[str, ...] = ()
    calls: int = 0  # learner calls made so far: reports show how much each check tried

    def call(self, *args: Any, keep_args: bool = False) -> Reply:
        """Call the learner's function; raises SolveRaised or CallStopped, or CheckFailed when
        the value returned is too large to copy back."""
        shown = show_call(self.function, args)
        self.calls += 1
        try:
            reply = self.session.call(args, keep_args=keep_args)
        except ChildStopped as stop:
            raise CallStopped(shown, stop.reason, stop.timed_out) from None
        if reply.raised is not None:
            raise SolveRaised(shown, reply.raised)
        if reply.too_large:
            self.fail(f"{shown} returned a value too large to check.")
        return reply

    def result(self, *args: Any) -> Any:
        return self.call(*args).value

    def expected(self, *args: Any) -> Any:
        return self.reference(*copy.deepcopy(args))

    def fail(self, message: str) -> NoReturn:
        raise CheckFailed(message)

    def expect_same(self, *args: Any) -> None:
        got = self.result(*args)
        want = self.expected(*args)
        if not same(got, want):
            self.fail(mismatch(show_call(self.function, args), want, got))

    def expect_unchanged(self, *args: Any, advice: str) -> None:
        """Fail when the learner's function changes an argument it was given (the caller still
        needs it), naming the argument and, for a list, the first item that changed."""
        after = self.call(*args, keep_args=True).args_after
        for position, (before, now) in enumerate(zip(args, after)):
            if same(before, now):
                continue
            name = self.parameters[position] if position < len(self.parameters) else "an argument"
            detail = f"{name} was {show_value(now)} instead of {show_value(before)}"
            if type(now) is list and type(before) is list and len(now) == len(before):
                i = next(i for i, (x, y) in enumerate(zip(before, now)) if not same(x, y))
                detail = f"{name}[{i}] was {show_value(now[i])} instead of {show_value(before[i])}"
            self.fail(f"After {show_call(self.function, args)}, {detail}. {advice}")

    def expect_independent(self, first: tuple[Any, ...], second: tuple[Any, ...]) -> None:
        """Fail when a call's answer depends on an earlier call: first, second, first again."""
        self.expect_same(*first)
        self.expect_same(*second)
        got = self.result(*first)
        if not same(got, self.expected(*first)):
            self.fail(
                f"The same call {show_call(self.function, first)} returned {show_value(got)} "
                f"the second time, after {show_call(self.function, second)}. Something is kept "
                "between calls (a variable, counter or cache outside the function?): start "
                "every call afresh."
            )

    def expect_linear(
        self,
        make_args: Callable[[int], tuple[Any, ...]],
        size: int,
        advice: str,
        growth: int = 8,
        tolerance: float = 3.0,
        attempts: int = 3,
    ) -> None:
        """Fail when the learner's time grows much faster than a linear pass over the same
        arguments, both measured in this run: a ratio of ratios, never an absolute time."""
        self.call(*make_args(size))  # surfaces wrong types or exceptions before any timing
        for attempt in range(attempts):
            # Sizes one apart make every timed input new, so a solution that remembers its
            # answers cannot time a lookup instead of its work; the workload barely changes.
            offsets = [1 + 3 * attempt + k for k in range(3)]
            small = [make_args(size + k) for k in offsets]
            large = [make_args(size * growth + k) for k in offsets]
            learner = self._growth("call", small, large)
            baseline = self._growth("baseline", small, large)
            # Copying a large result back costs the learner more than the baseline's count,
            # hence the slack; a child that hides real work still shows it as overhead.
            trusted = learner.overhead <= 3 * baseline.overhead + 0.02
            ratio = learner.of(trusted) / baseline.of(trusted)
            if ratio <= tolerance:
                return
            if ratio > 2 * tolerance:
                break  # clearly super-linear: measuring again only costs time
        self.fail(
            f"When the input grew {growth} times (size {size} to {size * growth}), your "
            f"function took {learner.of(trusted):.1f} times as long, while a single pass over "
            f"the same input took {baseline.of(trusted):.1f} times as long. {advice}"
        )

    def _timed(self, op: str, args: tuple[Any, ...]) -> Timing:
        try:
            return self.session.timed(op, args)
        except ChildStopped as stop:
            raise CallStopped(show_call(self.function, args), stop.reason, stop.timed_out) from None

    def _growth(
        self, op: str, small: list[tuple[Any, ...]], large: list[tuple[Any, ...]]
    ) -> Growth:
        """The minimum of three runs per size: load on the machine only ever adds time."""
        fast = [self._timed(op, args) for args in small]
        slow = [self._timed(op, args) for args in large]
        return Growth(
            inside=min(t.cpu for t in slow) / max(min(t.cpu for t in fast), 1e-7),
            outside=min(t.outside for t in slow) / max(min(t.outside for t in fast), 1e-7),
            overhead=min(t.outside - t.inside for t in slow),
        )


@dataclass(frozen=True)
class Growth:
    """How many times longer the large input took. The child's own CPU time for the call
    leaves out copying the arguments (which would hide a quadratic term) and time lost to
    other processes, so it is preferred; but learner code could falsify it, so it is trusted
    only while the rest of the round trip (`overhead`) stays close to the baseline's."""

    inside: float
    outside: float
    overhead: float

    def of(self, trusted: bool) -> float:
        return self.inside if trusted else self.outside


def mismatch(shown_call: str, want: Any, got: Any) -> str:
    """A learner-facing message: what was called, what was expected, what came back."""
    lines = [
        f"Called:   {shown_call}",
        f"Expected: {show_value(want)}",
        f"Got:      {show_value(got)}",
    ]
    if isinstance(got, Opaque) or type(got) is not type(want):
        lines.append(f"(expected a {type(want).__name__}, got a {type_name(got)})")
    difference = first_difference(want, got)
    if difference:
        lines.append(difference)
    return "\n".join(lines)


def type_name(value: Any) -> str:
    return value.type_name if isinstance(value, Opaque) else type(value).__name__
