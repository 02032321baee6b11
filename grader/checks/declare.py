"""Declaring checks: `check(id, name, points=…, hint=…)`, used as `@check(…)` above a
function, or as data (`check(…).expect_same(…)`, `expect_linear(…)`…); the lesson's
`checks.py` declares each of its checks this way."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypeVar

from grader.checks.spec import CheckFunction, CheckSpec
from grader.checks.timing import MakeArgs
from grader.checks.trial import Trial
from grader.sandbox.languages import Wording

F = TypeVar("F", bound=CheckFunction)


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


def declared_checks(module: ModuleType) -> list[CheckSpec]:
    return [
        value.__citekit_check__
        for value in vars(module).values()
        if isinstance(getattr(value, "__citekit_check__", None), CheckSpec)
    ]
