"""The `Trial` a check works with: `trial.call(...)` runs the learner's function in the child,
`trial.expected(...)` runs the reference here in the grader, and `trial.expect_same(...)`
compares the two, so no expected value is written down twice; the other `expect_*` check the
answer's type, that arguments are left unchanged, that calls are independent, and (timed in
`grader.lesson.checks.timing`) that the time grows linearly.

`expect_same` and the other `expect_*` fill a failure's facts; `t.fail(message)` fills the
call and what came back from the last call made. A property's failure names the calls its
smallest input made, without the check writing them down.
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar, overload

from grader.languages import PYTHON, Language, Wording, render
from grader.languages.shapes import kind_of, misfit
from grader.languages.show import CHARS, show_call
from grader.lesson.checks import timing
from grader.lesson.checks.answers import SharedAnswers
from grader.lesson.checks.compare import same
from grader.lesson.checks.failures import CallStopped, CheckFailed, SolveRaised, mismatch
from grader.lesson.checks.timed_pool import MakeArgs, TimedPool
from grader.report.results import Facts, Failure
from grader.sandbox.process import ChildStopped, Meanwhile
from grader.sandbox.session import Beside, Reply, Session, Timing

NOTHING: Any = object()  # a fact not given
TOO_LARGE = "a value too large to check"
R = TypeVar("R")
T = TypeVar("T")


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
    # The efficiency check's timed inputs: the class run's, or drawn for this trial alone.
    timed_pool: TimedPool = field(default_factory=TimedPool, repr=False)
    # The answer of each call made alone, in a fresh child, keyed by its arguments' bytes
    # (`expect_independent`).
    alone_answers: dict[bytes, Any] = field(default_factory=dict, repr=False)

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

    def call(
        self, *args: Any, keep_args: bool = False, meanwhile: Meanwhile | None = None
    ) -> Reply:
        """Call the learner's function; raises SolveRaised or CallStopped, or CheckFailed when
        the value returned is too large to copy back. `meanwhile` is the grader's work done
        while the child answers (`Session.call`)."""
        return self._answered(
            args,
            lambda: self.session.call(args, keep_args=keep_args, meanwhile=meanwhile),
            lambda reply: reply,
        )

    def _answered(
        self, args: tuple[Any, ...], send: Callable[[], R], reply_of: Callable[[R], Reply]
    ) -> R:
        """Make one call with `send`, counted and remembered, and what came back, once its
        reply (`reply_of` it) is an answer a check can use."""
        self.calls += 1
        self.last = (args, None)
        if self.example is not None:
            self.example.append(args)
        try:
            answer = send()
        except ChildStopped as stop:
            raise CallStopped(self.show_call(*args), stop.reason, stop.timed_out) from None
        reply = reply_of(answer)
        if reply.raised is not None:
            raise SolveRaised(self.show_call(*args), reply.raised)
        if reply.too_large:
            shown = self.show_call(*args)
            facts = Facts(Failure.UNUSABLE, call=shown, got=TOO_LARGE)
            raise CheckFailed(f"{shown} returned a value too large to check.", facts)
        self.last = (args, reply)
        return answer

    def result(self, *args: Any) -> Any:
        return self.call(*args).value

    def expected(self, *args: Any) -> Any:
        return self.reference(*_copied(args))

    def computed(self, *args: Any) -> Any:
        """The reference's answer computed now, never a remembered one (`SharedAnswers`):
        the efficiency check measures the reference's time."""
        reference = self.reference
        if isinstance(reference, SharedAnswers):
            reference = reference.unremembered
        return reference(*_copied(args))

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
        reference = Beside(lambda: self.expected(*args))  # answered while the child works
        got = self.call(*args, meanwhile=reference).value
        want = reference.result()
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
        that keeps nothing passes here.

        A call's answer alone is kept for this trial, so a call that pairs of a check repeat
        (one base call, changed an argument at a time) needs its fresh child once: a pair
        whose one call is known alone starts with the other, alone, then calls the known one
        after it, then the other again after that."""
        known = self.alone_answers
        first_key, second_key = marshal.dumps(first), marshal.dumps(second)
        if first_key in known and second_key not in known:
            lead, lead_key, then, then_key = second, second_key, first, first_key
        else:
            lead, lead_key, then, then_key = first, first_key, second, second_key
        # The lead call goes to a fresh child, which has made nothing before it; where the
        # other call's answer alone is not known yet, its own fresh child starts beside.
        self.session.renew(ahead=then_key not in known)
        known.setdefault(lead_key, self.result(*lead))
        after = {then_key: self.result(*then)}
        after[lead_key] = self.result(*lead)
        if then_key not in known:
            self.session.renew()
            known[then_key] = self.result(*then)
        for args, key, other in ((first, first_key, second), (second, second_key, first)):
            alone, later = known[key], after[key]
            if not same(alone, later):
                self.fail(
                    f"{self.show_call(*args)} returned {self.show(alone)} when it "
                    f"was the only call, but {self.show(later)} after "
                    f"{self.show_call(*other)}. Something is kept between calls (a "
                    "variable, counter or cache outside the function?): start every call afresh."
                )

    def timed_call(self, args: tuple[Any, ...], meanwhile: Meanwhile | None = None) -> Timing:
        """Call the learner's function, its cost measured (`Session.timed`): as `call`."""
        return self._answered(
            args, lambda: self.session.timed(args, meanwhile), lambda done: done.reply
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
        arguments (`grader.lesson.checks.timing.expect_linear`)."""
        timing.expect_linear(self, make_args, size, advice, growth, tolerance, attempts)


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


def _kind_note(value: Any, wanted: str, lead: str, language: Language) -> str:
    """What `value` is, after `lead`; nothing where its shown form says it already (None,
    null, undefined)."""
    kind = kind_of(value, language, wanted)
    return "" if kind == language.show(value) else f"{lead}{kind}"
