"""Declaring checks, and the `Trial` a check uses to call the learner's function.

A lesson's `checks.py` declares each check with `@check(id, name, points=…, hint=…)`; the
decorator only attaches a `CheckSpec`, and the runner reads them in definition order. A check
receives a `Trial`: `trial.call(...)` runs the learner's function in the child,
`trial.expected(...)` runs the reference here in the grader, and `trial.expect_same(...)`
compares the two, so no expected value is written down twice.

A failure carries its facts (`grader.results.Facts`): the call, the expected value, what came
back, the smallest input of a property. `expect_same` and the other `expect_*` fill them;
`t.fail(message)` fills the call and what came back from the last call made, and
`mismatch(...)` returns text that carries its facts along with it (`Worded`), so a check that
words its own message keeps them too. A property's failure names the calls its smallest input
made, without the check writing them down.

Lessons import all this from `grader.authoring`, the public face of this module.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import inspect
import marshal
import os
import random
import secrets
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn, TypeVar, overload

from grader.answers import AnswerTable, Recorder
from grader.languages import PYTHON, Language, Wording, render
from grader.properties import Property, declared_property
from grader.results import NOT_JUDGED, Facts, Failure
from grader.sandbox.child import wire
from grader.sandbox.child.wire import Opaque
from grader.sandbox.process import ChildStopped
from grader.sandbox.session import Reply, Session
from grader.shapes import kind_of, misfit, with_article
from grader.show import CHARS, SHOWN_CHARS, first_difference, show_call

CheckFunction = Callable[..., None]
MakeArgs = Callable[[int, random.Random], tuple[Any, ...]]  # an efficiency check's input maker
NOTHING: Any = object()  # a fact not given
TOO_LARGE = "a value too large to check"

# Hypothesis keeps caches (no examples: there is no database) in `.hypothesis` of the current
# folder by default; grading must leave a learner's or a class's folder as it found it.
HYPOTHESIS_HOME = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "citekit" / "hypothesis"
)


@contextlib.contextmanager
def _grading_hypothesis() -> Iterator[None]:
    """Hypothesis as grading needs it, for the time a property runs only: the importing
    process (a learner's or an instructor's own Hypothesis tests) keeps its own.

    Its home folder moves out of the current folder. And Hypothesis mixes into its inputs
    constants it finds in the source of every module loaded from outside site-packages, which
    here means the kit itself, every lesson's checks and, in a class, whichever lessons a
    worker graded before: the generated inputs would change with an edit anywhere in the kit,
    with an editable install, and with the order of grading. Grading needs the same inputs for
    every learner, so only Hypothesis' own fixed constants are used. (There is no setting for
    either; where the hook is missing, Hypothesis does not collect local constants at all.)"""
    from hypothesis import configuration
    from hypothesis.internal.conjecture import providers

    # The module's own global, read without its name being mangled: there is no getter.
    home = getattr(configuration, "__hypothesis_home_directory")
    constants = getattr(providers, "Constants", None)
    collect = getattr(providers, "_get_local_constants", None)
    configuration.set_hypothesis_home_dir(HYPOTHESIS_HOME)
    if constants is not None and collect is not None:
        empty = constants()
        providers._get_local_constants = lambda: empty
    try:
        yield
    finally:
        configuration.set_hypothesis_home_dir(home)
        if collect is not None:
            providers._get_local_constants = collect


F = TypeVar("F", bound=CheckFunction)
R = TypeVar("R")
T = TypeVar("T")
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


@dataclass(frozen=True)
class CheckSpec:
    id: str
    name: Wording
    points: int
    hint: int | None
    function: CheckFunction
    examples: int | None = None
    instructor: bool = False  # declared in solutions/SLUG/checks.py: never shipped to learners
    timed: bool = False  # an efficiency check (`expect_linear`): run after every other check

    @property
    def declared(self) -> Property | None:
        """The property's declaration, for a property check (`@given`)."""
        return declared_property(self.function)

    @property
    def is_property(self) -> bool:
        return self.declared is not None

    @functools.cached_property
    def each_example(self) -> CheckFunction:
        """A property's test as Hypothesis runs it once per input (`_each_example`)."""
        declared = self.declared
        if declared is None:
            raise TypeError(f"check {self.id} is not a property")
        return _each_example(declared.test)

    @functools.cached_property
    def hypothesis_test(self) -> Any:
        """A property as a Hypothesis test under the grading settings, built (Hypothesis
        imported) the first time a property runs in full."""
        declared = self.declared
        if declared is None:
            raise TypeError(f"check {self.id} is not a property")
        return declared.hypothesis_test(self._graded)

    def _graded(self, test: Any) -> Any:
        from hypothesis import seed

        # Derandomized, Hypothesis would seed each test from a digest of its code: rewording a
        # message in the property would draw other inputs. The check's id seeds it instead.
        test = seed(int.from_bytes(hashlib.sha256(self.id.encode()).digest()[:8], "big"))(test)
        test = _grading_settings(self.examples)(test)
        test.hypothesis.inner_test = self.each_example
        return test

    def run(self, trial: Trial) -> None:
        """Run the check; raises what a failing check raises (`CheckFailed`, …). A property
        runs in full, as a Hypothesis test."""
        if not self.is_property:
            self.function(trial)
            return
        with _grading_hypothesis():
            self.hypothesis_test(trial)


def _grading_settings(max_examples: int | None) -> Any:
    """Hypothesis' own `ci` profile, made quiet: derandomized, no deadline, no example
    database, so a verdict is the same on every run and nothing is written next to the
    submission. The explain phase is left out: it replays variations of the shrunk input,
    which costs seconds when the learner's function raises, and adds nothing a learner reads."""
    from hypothesis import HealthCheck, Phase, Verbosity, settings

    grading = settings(
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
        derandomize=True,
        deadline=None,
        database=None,
        print_blob=False,
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
    )
    return settings(grading, max_examples=max_examples or grading.max_examples)


@dataclass(frozen=True)
class CheckDeclaration:
    """A check's metadata, as `check(…)` declares it: the id (stable: scripts and gradebooks
    key on it), the name learners read, the points, the hint stage that helps when it fails,
    and for a property (`@given` from the authoring API) how many generated inputs it tries.
    Used as `@check(…)` above a function, it only attaches itself; `expect_same`,
    `expect_unchanged`, `expect_independent` and `expect_linear` declare the common checks as
    data instead. Either way the result is a function marked the same way, which the one
    runner reads."""

    id: str
    name: Wording
    points: int
    hint: int | None
    examples: int | None

    def __call__(self, function: F, *, timed: bool = False) -> F:
        if hasattr(function, "hypothesis"):
            raise TypeError(
                f"check {self.id}: declare a property with `given` from grader.authoring, not "
                "Hypothesis' own, so that a replayed run does not need Hypothesis"
            )
        function.__citekit_check__ = CheckSpec(  # type: ignore[attr-defined]
            self.id, self.name, self.points, self.hint, function, self.examples, timed=timed
        )
        return function

    def expect_same(self, cases: Iterable[tuple[Any, ...]], *, note: Wording = "") -> CheckFunction:
        """A fixed-case check: each tuple in `cases` is one call's arguments, compared with the
        reference by `Trial.expect_same`, `note` following a mismatch. Bind the result to a
        name in the lesson's module, as a function marked with `@check` is."""
        arguments = tuple(cases)

        def compare(t: Trial) -> None:
            for args in arguments:
                t.expect_same(*args, note=note)

        return self(compare)

    def expect_same_each(
        self, firsts: Iterable[Any], *rest: Any, note: Wording = ""
    ) -> CheckFunction:
        """A fixed-case check whose calls differ in their first argument only: one call for
        each value of `firsts`, followed by the arguments `rest` (the same in every call)."""
        return self.expect_same([(first, *rest) for first in firsts], note=note)

    def expect_unchanged(
        self, make_cases: Callable[[], Iterable[tuple[Any, ...]]], *, advice: Wording
    ) -> CheckFunction:
        """A check that no call changes its arguments: `Trial.expect_unchanged` on each case
        `make_cases()` returns, made when the check runs (it may use the whole module)."""

        def keep(t: Trial) -> None:
            for args in make_cases():
                t.expect_unchanged(*args, advice=advice)

        return self(keep)

    def expect_independent(self, first: tuple[Any, ...], second: tuple[Any, ...]) -> CheckFunction:
        """A check that two calls do not affect each other: `Trial.expect_independent`."""

        def apart(t: Trial) -> None:
            t.expect_independent(first, second)

        return self(apart)

    def expect_linear(
        self, make_args: MakeArgs, *, size: int, advice: Wording, growth: int = 8
    ) -> CheckFunction:
        """An efficiency check of one measurement, `Trial.expect_linear`'s."""

        def measure(t: Trial) -> None:
            t.expect_linear(make_args, size=size, advice=advice, growth=growth)

        return self(measure, timed=True)


def check(
    id: str, name: Wording, *, points: int = 1, hint: int | None = None, examples: int | None = None
) -> CheckDeclaration:
    """Declare a check: `@check(…)` marks a function as one; `check(…).expect_same(…)` and
    `check(…).expect_linear(…)` declare one as data."""
    return CheckDeclaration(id, name, points, hint, examples)


# Every lesson's check that calls are independent: the same rule, worded once.
INDEPENDENT_CALLS = check(
    "independent-calls", "Calls are independent: nothing is remembered between calls", hint=3
)


def _each_example(test: CheckFunction) -> CheckFunction:
    """A property's test, run by Hypothesis once per input: the calls each input makes are
    recorded, so that a failure names them as the smallest failing input (by the time the
    learner reads it, Hypothesis has shrunk it) without the check writing them down."""

    # Hypothesis passes the arguments by name, the `Trial` too.
    first = next(iter(inspect.signature(test).parameters))

    @functools.wraps(test)
    def example(*args: Any, **kwargs: Any) -> None:
        trial: Trial = args[0] if args else kwargs[first]
        trial.example = []
        try:
            test(*args, **kwargs)
        except CheckFailed as failure:
            if trial.example:
                shown = (trial.show_call(*call, chars=SHOWN_CHARS) for call in trial.example)
                failure.facts = replace(failure.facts, smallest="\n".join(shown))
            raise
        finally:
            trial.example = None

    return example


def declared_checks(module: ModuleType) -> list[CheckSpec]:
    return [
        value.__citekit_check__
        for value in vars(module).values()
        if isinstance(getattr(value, "__citekit_check__", None), CheckSpec)
    ]


class Worded(str):
    """A failure message that carries the facts it words: as a `str` it is what the learner
    reads; `facts` and `explanation` are what a result keeps. Adding text to it (`mismatch(…)
    + note`) adds to the explanation and keeps the facts; any other use is a plain str."""

    facts: Facts
    explanation: str

    def __new__(cls, facts: Facts, explanation: str = "") -> Worded:
        explanation = explanation.strip("\n")
        worded = super().__new__(cls, facts.worded(explanation))
        worded.facts, worded.explanation = facts, explanation
        return worded

    def __add__(self, other: str) -> Worded:
        if isinstance(other, Worded):  # facts of both; where both have one, the first's
            return Worded(
                _merged(self.facts, other.facts), f"{self.explanation}\n{other.explanation}"
            )
        return Worded(self.facts, self.explanation + other)


class CheckFailed(Exception):
    """The learner's answer is wrong; the message says how, for the learner, and `facts`
    hold what the message is about."""

    def __init__(self, message: str, facts: Facts | None = None) -> None:
        if isinstance(message, Worded):
            facts = _merged(message.facts, facts)
            message = message.explanation
        super().__init__(message)
        self.explanation = str(message)
        self.facts = facts or Facts(Failure.WRONG)

    def __str__(self) -> str:
        return self.facts.worded(self.explanation)


def _merged(first: Facts, second: Facts | None) -> Facts:
    """The facts of `first`, with those it lacks taken from `second`."""
    if second is None:
        return first
    return Facts(**{name: getattr(first, name) or getattr(second, name) for name in FACT_NAMES})


FACT_NAMES = tuple(Facts.__dataclass_fields__)


class SolveRaised(Exception):
    """The learner's function raised; carries the learner-only traceback."""

    def __init__(self, call: str, raised: dict[str, Any]) -> None:
        self.call = call
        self.raised = raised
        super().__init__(f"{call} raised {raised['type']}")

    @property
    def is_not_implemented(self) -> bool:
        return bool(self.raised["type"] == "NotImplementedError")

    @property
    def facts(self) -> Facts:
        return Facts(
            Failure.RAISED,
            call=self.call,
            raised=self.raised["type"],
            error=self.raised["message"],
            traceback=self.raised["traceback"],
        )


class CallStopped(BaseException):
    """The child stopped answering. A BaseException so that Hypothesis stops at once instead of
    trying to shrink an input that costs a time limit per attempt."""

    def __init__(self, call: str, reason: str, timed_out: bool = False) -> None:
        self.call = call
        self.reason = reason
        self.timed_out = timed_out
        super().__init__(f"{call} stopped: {reason}")

    @property
    def facts(self) -> Facts:
        failure = Failure.TIMEOUT if self.timed_out else Failure.STOPPED
        return Facts(failure, call=self.call, error=self.reason)


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
    # The last call made and what it returned: the facts of a failure that names no others.
    last: tuple[tuple[Any, ...], Reply | None] | None = field(default=None, repr=False)
    # The arguments of the calls made for the current input of a property (None outside one).
    example: list[tuple[Any, ...]] | None = field(default=None, repr=False)
    # Whether a check run before has not passed: speed is judged only for a function whose
    # answers the other checks found right (`expect_linear`).
    others_failed: bool = False
    # The submission's language: every text a check produces is worded and shown in it.
    language: Language = PYTHON

    def show_call(self, *args: Any, chars: int = CHARS) -> str:
        """A call of the learner's function, by the name the lesson gives it, as feedback
        shows it: `solve(['a'], [])`."""
        return show_call(self.function, args, self.language, chars)

    def show(self, value: Any) -> str:
        """A value as feedback shows it, in the submission's language: `['a']`, `null`."""
        return self.language.show(value)

    def render(self, wording: Wording) -> str:
        """A lesson's wording in the submission's language."""
        return render(wording, self.language)

    def call(self, *args: Any, keep_args: bool = False) -> Reply:
        """Call the learner's function; raises SolveRaised or CallStopped, or CheckFailed when
        the value returned is too large to copy back."""
        return self._answered(
            args, lambda: self.session.call(args, keep_args=keep_args), lambda reply: reply
        )

    def _answered(
        self, args: tuple[Any, ...], send: Callable[[], R], reply_of: Callable[[R], Reply]
    ) -> R:
        """Make one call with `send`, counted and remembered, and what came back, once its
        reply (`reply_of` it) is an answer a check can use."""
        shown = self.show_call(*args)
        self.calls += 1
        self.last = (args, None)
        if self.example is not None:
            self.example.append(args)
        try:
            answer = send()
        except ChildStopped as stop:
            raise CallStopped(shown, stop.reason, stop.timed_out) from None
        reply = reply_of(answer)
        if reply.raised is not None:
            raise SolveRaised(shown, reply.raised)
        if reply.too_large:
            facts = Facts(Failure.UNUSABLE, call=shown, got=TOO_LARGE)
            raise CheckFailed(f"{shown} returned a value too large to check.", facts)
        self.last = (args, reply)
        return answer

    def result(self, *args: Any) -> Any:
        return self.call(*args).value

    def expected(self, *args: Any) -> Any:
        return self.reference(*_copied(args))

    def fail(
        self,
        message: str,
        *,
        args: tuple[Any, ...] | None = None,
        expected: Any = NOTHING,
        got: Any = NOTHING,
        failure: Failure = Failure.WRONG,
    ) -> NoReturn:
        """Fail the check with `message` for the learner. The facts it is about are the
        arguments `args` of the call, the `expected` value and what was `got`; those not
        given are the last call's (its arguments, and what it returned). A message built with
        `mismatch` or `smallest_input` brings its own facts."""
        raise CheckFailed(message, self.facts(args, expected, got, failure))

    def facts(
        self,
        args: tuple[Any, ...] | None = None,
        expected: Any = NOTHING,
        got: Any = NOTHING,
        failure: Failure = Failure.WRONG,
    ) -> Facts:
        """Facts shown for a report: the ones given, else the last call's."""
        last_args, reply = self.last or (None, None)
        if args is None:
            args = last_args
        if got is NOTHING and reply is not None and args is last_args:
            got = reply.value
        return Facts(
            failure,
            call="" if args is None else self.show_call(*args),
            expected="" if expected is NOTHING else self.show(expected),
            got="" if got is NOTHING else self.show(got),
        )

    def expect_same(self, *args: Any, note: Wording = "") -> None:
        """Compare the learner's answer with the reference's; `note`, a sentence naming the rule
        the input is about, follows the mismatch."""
        got = self.result(*args)
        want = self.expected(*args)
        if not same(got, want):
            words = self.render(note)
            shown = mismatch(self.show_call(*args), want, got, self.language)
            self.fail(shown + f"\n{words}" if words else shown)

    # The answer is typed as the annotation says, where the annotation is a type.
    @overload
    def expect_returns(self, annotation: type[T], *args: Any, advice: Wording = "") -> T: ...

    @overload
    def expect_returns(self, annotation: object, *args: Any, advice: Wording = "") -> Any: ...

    def expect_returns(self, annotation: object, *args: Any, advice: Wording = "") -> Any:
        """The learner's answer to `args`, once it is of the type `annotation` describes
        (`list[tuple[str, int | None]]`, `bool`, a `TypedDict`…; exact types: `True` is not an
        int). Otherwise fail, naming where the answer parts from it; `advice` follows."""
        got = self.result(*args)
        found = misfit(got, annotation, self.language)
        if found is None:
            return got
        # In a property's only call, the smallest input above the message names the call.
        subject = "It" if self.example == [args] else self.show_call(*args)
        if found.keys:
            text = (
                f"{subject} returned a dict with the keys {self.show(list(found.value))}; it "
                f"must have exactly the keys {self.show(list(found.keys))}, no more and no fewer."
            )
        elif not found.path:
            kind = _kind_note(got, found.wanted, ", which is ", self.language)
            text = f"{subject} returned {self.show(got)}{kind}; return {found.wanted}."
        else:
            kind = _kind_note(found.value, found.wanted, ", ", self.language)
            text = (
                f"{subject} returned {self.show(got)}, whose {found.path} is "
                f"{self.show(found.value)}{kind}; it must be {found.wanted}."
            )
        hint = self.language.tip(found.value, found.wanted, answer=not found.path)
        self.fail(" ".join(part for part in (text, hint, self.render(advice)) if part))

    def expect_unchanged(self, *args: Any, advice: Wording) -> None:
        """Fail when the learner's function changes an argument it was given (the caller still
        needs it), naming the argument and, for a list, the first item that changed."""
        after = self.call(*args, keep_args=True).args_after or ()  # checked by the session
        for position, (before, now) in enumerate(zip(args, after)):
            if same(before, now):
                continue
            name = self.parameters[position] if position < len(self.parameters) else "an argument"
            detail = f"{name} was {self.show(now)} instead of {self.show(before)}"
            if type(now) is list and type(before) is list and len(now) == len(before):
                i = next(i for i, (x, y) in enumerate(zip(before, now)) if not same(x, y))
                detail = f"{name}[{i}] was {self.show(now[i])} instead of {self.show(before[i])}"
            # What came back, here, is the argument as the function left it.
            self.fail(f"After {self.show_call(*args)}, {detail}. {self.render(advice)}", got=now)

    def expect_independent(self, first: tuple[Any, ...], second: tuple[Any, ...]) -> None:
        """Fail only when calls affect each other: each call is made alone, in a fresh child
        that has run nothing else, and again after the other call, and the two answers must be
        the same. Whether they are right is for the other checks to say, so a wrong function
        that keeps nothing passes here."""
        # Each alone call goes to a fresh child, which has made nothing before it; the second
        # starts beside the first.
        self.session.renew(ahead=True)
        first_alone = self.result(*first)
        second_after = self.result(*second)
        first_after = self.result(*first)
        self.session.renew()
        second_alone = self.result(*second)
        for args, alone, after, other in (
            (first, first_alone, first_after, second),
            (second, second_alone, second_after, first),
        ):
            if not same(alone, after):
                self.fail(
                    f"{self.show_call(*args)} returned {self.show(alone)} when it "
                    f"was the only call, but {self.show(after)} after "
                    f"{self.show_call(*other)}. Something is kept between calls (a "
                    "variable, counter or cache outside the function?): start every call afresh."
                )

    def expect_linear(
        self,
        make_args: MakeArgs,
        size: int,
        advice: Wording,
        growth: int = 8,
        tolerance: float = 2.5,
        attempts: int = 3,
    ) -> None:
        """Fail when the learner's time grows much faster than a linear pass over the same
        arguments, both measured in this run: a ratio of ratios, never an absolute time.

        `make_args(size, rng)` builds an input of about `size` items from `rng`, which is
        seeded here from the operating system's randomness and never leaves the grader: the
        timed inputs are new on every run and cannot be known in advance. Every timed answer
        must equal the reference's, so recognising a timed input gains nothing; the time is
        the CPU time of the child's whole process tree, read from the kernel (see
        `sandbox/cputime.py`), which no code in the child can change."""
        if self.others_failed:
            raise CheckFailed(
                f"{NOT_JUDGED}: it is measured once every other check passes. Make them pass "
                "first; a fast wrong answer is worth nothing.",
                Facts(Failure.NOT_RUN),
            )
        rng = random.Random(secrets.randbits(64))
        # One input answered first and again last: a function that keeps something between
        # calls would otherwise pass or fail by whether the random timed inputs happen to meet
        # what it kept.
        again = make_args(size, rng)
        first = self.result(*again)
        judged = doublings = answered = 0  # answered: the largest nominal size answered
        times_reference = 0.0  # the learner's time over the reference's, small or large
        while judged < attempts:
            # Fresh inputs every round and sizes drawn near the nominal ones: a solution that
            # remembers its answers cannot time a lookup instead of its work.
            small = [size + rng.randrange(size // 8 + 1) for _ in range(3)]
            large = [size * growth + rng.randrange(size + 1) for _ in range(3)]
            grew = sum(large) / sum(small)
            with self._slow_if_unanswered(answered, size, advice):
                fast, reference_fast = self._least_time(make_args, rng, small)
            answered = size
            if fast < MEASURABLE_SECONDS and doublings < MAX_DOUBLINGS:
                # Too quick to tell from the round trip's own jitter: a larger input, so that
                # a fast solution is never judged on noise (and the large inputs of this
                # round are not worth building).
                size, doublings = size * 2, doublings + 1
                continue
            with self._slow_if_unanswered(answered, size * growth, advice):
                took, times_reference = self._slowdown(make_args, rng, small, large, fast)
            if reference_fast:  # the small inputs too: a constant cost is large on them
                times_reference = max(times_reference, fast / reference_fast)
            judged += 1
            grows_linearly = took <= tolerance * grew
            if grows_linearly and times_reference <= REFERENCE_MULTIPLE:
                self._answers_again(again, first)
                return
            if took > 2 * tolerance * grew or times_reference > 2 * REFERENCE_MULTIPLE:
                break  # clearly too slow: measuring again only costs time
        if took > tolerance * grew:
            raise CheckFailed(
                f"When the input grew {grew:.1f} times (from about {size} items), your "
                f"function took {took:.1f} times as long; a linear solution takes about "
                f"{grew:.0f} times as long. {self.render(advice)}",
                Facts(
                    Failure.SLOW, got=f"{took:.1f} times the time for {grew:.1f} times the input"
                ),
            )
        raise CheckFailed(
            f"On inputs of {size} to {size * growth} items your function took up to "
            f"{times_reference:.0f} times as long as a linear solution takes on the same "
            f"inputs (up to {REFERENCE_MULTIPLE:.0f} times is allowed, for any way of writing "
            "it): it does far more work per item than one pass needs, even where its time "
            f"seems to grow no faster than the input. {self.render(advice)}",
            Facts(Failure.SLOW, got=f"{times_reference:.0f} times a linear solution's time"),
        )

    def _answers_again(self, args: tuple[Any, ...], first: Any) -> None:
        """Fail unless `args`, answered before the timed calls, get the same answer after them."""
        now = self.result(*args)
        if not same(now, first):
            self.fail(
                f"{NOT_JUDGED}: {self.show_call(*args)} returned "
                f"{self.show(first)} before the timed calls and {self.show(now)} after them. "
                "Something is kept between calls: make independent-calls pass first.",
                args=args,
                got=now,
            )

    @contextlib.contextmanager
    def _slow_if_unanswered(self, answered: int, trying: int, advice: Wording) -> Iterator[None]:
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
                f"time grew much faster than the input. {self.render(advice)}",
                Facts(
                    Failure.SLOW,
                    call=stop.call,
                    got=f"no answer within the time limit for {trying / answered:.0f} times "
                    "the input",
                    error=stop.reason,
                ),
            ) from None

    def _least_time(
        self,
        make_args: Callable[[int, random.Random], tuple[Any, ...]],
        rng: random.Random,
        sizes: list[int],
    ) -> tuple[float, float]:
        """The least time of the runs of each size, as load only ever adds time: the
        learner's, and the reference's on the same inputs (0 where no reference answers)."""
        times = [self._timed(make_args(n, rng)) for n in sizes]
        return min(mine for mine, _ in times), min(theirs for _, theirs in times)

    def _slowdown(
        self,
        make_args: Callable[[int, random.Random], tuple[Any, ...]],
        rng: random.Random,
        small: list[int],
        large: list[int],
        fast: float,
    ) -> tuple[float, float]:
        """How many times longer the large inputs took than the small ones took (`fast`), and
        how many times the reference's time the large ones took."""
        slow, reference = self._least_time(make_args, rng, large)
        return slow / max(fast, 1e-7), slow / reference if reference else 0.0

    def _timed(self, args: tuple[Any, ...]) -> tuple[float, float]:
        """One timed call's cost, and the reference's on the same arguments (0 where only
        recorded answers stand in for it); the answer must be right for its time to count.

        The reference runs here, in the grader, so its time is this thread's CPU time for what
        a served call does too: copy the arguments in (as the child reads a request) and
        encode the answer (as the child writes its reply)."""
        timing = self._answered(args, lambda: self.session.timed(args), lambda done: done.reply)
        if not self._answers_timed_inputs():
            return timing.seconds, 0.0
        started = time.thread_time()
        want = self.expected(*args)
        wire.encode(want)
        reference = time.thread_time() - started
        if not same(timing.reply.value, want):
            self.fail(
                mismatch(self.show_call(*args), want, timing.reply.value, self.language)
                + f"\n{NOT_JUDGED}: on this large input your function's answer is wrong, a case "
                "the other checks did not meet. Find what sets this input apart."
            )
        return timing.seconds, reference

    def _answers_timed_inputs(self) -> bool:
        """Timed inputs are new on every run, so only a real reference can answer them: not a
        learner copy's recorded answers (and recording them would only bloat that copy)."""
        return not isinstance(self.reference, (AnswerTable, Recorder))


def _copied(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """A copy of the arguments the reference may change freely. Arguments the learner is
    called with are plain data (they travel to the child as such), which marshal copies
    several times faster than deepcopy, types and shared parts alike; anything else is
    deep-copied."""
    try:
        copied: tuple[Any, ...] = marshal.loads(marshal.dumps(args))
    except ValueError:
        return copy.deepcopy(args)
    return copied


def first_positions(items: Iterable[Hashable]) -> dict[Hashable, int]:
    """Where each item first appears, in one pass: order checks stay linear in the answer's
    size, whatever the learner sends back."""
    positions: dict[Hashable, int] = {}
    for position, item in enumerate(items):
        positions.setdefault(item, position)
    return positions


def repeated(items: Iterable[Hashable]) -> list[Hashable]:
    """The items that appear more than once, each once, in order of first appearance; linear."""
    return [item for item, count in Counter(items).items() if count > 1]


def mismatch(shown_call: str, want: Any, got: Any, language: Language) -> Worded:
    """A learner-facing message: what was called, what was expected, what came back; as
    facts, and in words (`Worded`), in the submission's `language`."""
    note = ""
    expected_kind = with_article(language.type_name(want), language)
    got_kind = kind_of(got, language)
    # Types that differ but read the same in the learner's language (a tuple and a list are
    # both an Array in JavaScript) are not worth a note.
    if (isinstance(got, Opaque) or type(got) is not type(want)) and expected_kind != got_kind:
        note = f"(expected {expected_kind}, got {got_kind})"
    facts = Facts(
        Failure.WRONG,
        call=shown_call,
        expected=language.show(want),
        got=language.show(got),
        difference=first_difference(want, got, language) or "",
    )
    return Worded(facts, note)


def _kind_note(value: Any, wanted: str, lead: str, language: Language) -> str:
    """What `value` is, after `lead`; nothing where its shown form says it already (None,
    null, undefined)."""
    kind = kind_of(value, language, wanted)
    return "" if kind == language.show(value) else f"{lead}{kind}"
