"""Declaring checks: `check(id, name, points=…, hint=…)`, used as `@check(…)` above a
function, or as data (`check(…).expect_same(…)`, `expect_linear(…)`…).

Declaring a check registers it: while a lesson's `checks.py` loads (`declared_in`), every
check it declares is added to that file's list, in the order declared, whether or not it is
bound to a name, so no check can be declared and then lost. A `check(…)` that never becomes a
check, and two checks sharing an id or a name (`distinct_checks`), are errors of the lesson,
named with the lines that declared them.
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from grader.ground.errors import KitError
from grader.languages import ALL, Wording, render
from grader.lesson.checks.spec import CheckFunction, CheckSpec
from grader.lesson.checks.timed_pool import MakeArgs
from grader.lesson.checks.trial import Trial

F = TypeVar("F", bound=CheckFunction)


@dataclass(frozen=True)
class Declared:
    """A check as a lesson's file declared it, and the line that declared it (0: unknown)."""

    spec: CheckSpec
    source: Path
    line: int

    @property
    def where(self) -> str:
        return f"{self.source} line {self.line}" if self.line else str(self.source)


@dataclass
class _Registry:
    """The checks one lesson file declares while it loads, and the `check(…)` declarations
    not yet made checks (by their identity: the same metadata may be declared twice)."""

    source: Path
    checks: list[Declared] = field(default_factory=list)
    unfinished: dict[int, tuple[CheckDeclaration, int]] = field(default_factory=dict)

    def line(self) -> int:
        """The line of the lesson file being run, found up the calls from here."""
        frame = inspect.currentframe()
        while frame is not None and frame.f_code.co_filename != str(self.source):
            frame = frame.f_back
        return 0 if frame is None else frame.f_lineno


# The registry of the lesson file loading now; None otherwise (a check declared elsewhere, as
# tests do, is only made, and handed to a lesson with `Lesson.with_parts`).
_loading: ContextVar[_Registry | None] = ContextVar("citekit_checks_loading", default=None)


@contextlib.contextmanager
def declared_in(source: Path, lesson: str) -> Iterator[list[Declared]]:
    """Register the checks declared while the lesson file `source` loads in the body: the list
    yielded is filled as they are declared. KitError, once it has loaded, when a `check(…)` it
    made was never made a check."""
    registry = _Registry(source)
    token = _loading.set(registry)
    try:
        yield registry.checks
    finally:
        _loading.reset(token)
    unfinished = next(iter(registry.unfinished.values()), None)
    if unfinished is not None:
        declaration, line = unfinished
        raise KitError(
            f"{source} line {line} declares the check {declaration.id!r} with check(…) but "
            "never makes it a check, so it would never run: put it above a function as "
            "@check(…), or follow it with .expect_same(…), .expect_linear(…) or another "
            f"expect_…(…); or delete it. Then run `citekit validate {lesson}`."
        )


def distinct_checks(declared: list[Declared], lesson: str) -> list[CheckSpec]:
    """The checks declared, once no two share an id or a name; KitError naming both
    otherwise."""
    first_with_id: dict[str, Declared] = {}
    first_with_name: dict[tuple[str, str], Declared] = {}
    for check in declared:
        same_id = first_with_id.setdefault(check.spec.id, check)
        if same_id is not check:
            raise KitError(
                f"Lesson {lesson!r} declares two checks with the id {check.spec.id!r}: at "
                f"{same_id.where} and at {check.where}. Reports and gradebooks keep a check's "
                "result under its id, so one would take the other's place: give each check an "
                f"id of its own, then run `citekit validate {lesson}`."
            )
        # Names that differ only in case or spacing read as one, in any language's words.
        for language in ALL:
            name = render(check.spec.name, language)
            key = (language.name, " ".join(name.casefold().split()))
            same_name = first_with_name.setdefault(key, check)
            if same_name is not check:
                raise KitError(
                    f"Lesson {lesson!r} declares two checks named {name!r}: {same_name.spec.id!r} "
                    f"at {same_name.where} and {check.spec.id!r} at {check.where}. Learners tell "
                    "checks apart by their names: give each check a name of its own, then run "
                    f"`citekit validate {lesson}`."
                )
    return [check.spec for check in declared]


@dataclass(frozen=True)
class CheckDeclaration:
    """A check's metadata, as `check(…)` declares it: the id (stable: scripts and gradebooks
    key on it), the name learners read, the points, the hint stage that helps when it fails,
    and for a property (`@given` from the authoring API) how many generated inputs it tries.
    Used as `@check(…)` above a function, it declares the function a check and returns it;
    `expect_same`, `expect_unchanged`, `expect_independent` and `expect_linear` declare the
    common checks as data instead, and return the check. Either way the check is registered
    with the lesson file loading (`declared_in`)."""

    id: str
    name: Wording
    points: int
    hint: int | None
    examples: int | None

    def __post_init__(self) -> None:
        registry = _loading.get()
        if registry is not None:
            registry.unfinished[id(self)] = (self, registry.line())

    def __call__(self, function: F) -> F:
        self._declare(function)
        return function

    def _declare(
        self, function: CheckFunction, *, timed: bool = False, fresh_children: int = 0
    ) -> CheckSpec:
        """The check of `function`, registered with the lesson file loading."""
        if hasattr(function, "hypothesis"):
            raise TypeError(
                f"check {self.id}: declare a property with `given` from grader.authoring, not "
                "Hypothesis' own, so that a replayed run does not need Hypothesis"
            )
        spec = CheckSpec(
            self.id,
            self.name,
            self.points,
            self.hint,
            function,
            self.examples,
            timed=timed,
            fresh_children=fresh_children,
        )
        registry = _loading.get()
        if registry is not None:
            registry.unfinished.pop(id(self), None)
            registry.checks.append(Declared(spec, registry.source, registry.line()))
        return spec

    def expect_same(self, cases: Iterable[tuple[Any, ...]], *, note: Wording = "") -> CheckSpec:
        """A fixed-case check: each tuple in `cases` is one call's arguments, compared with the
        reference by `Trial.expect_same`, `note` following a mismatch."""
        arguments = tuple(cases)

        def compare(t: Trial) -> None:
            for args in arguments:
                t.expect_same(*args, note=note)

        return self._declare(compare)

    def expect_same_each(self, firsts: Iterable[Any], *rest: Any, note: Wording = "") -> CheckSpec:
        """A fixed-case check whose calls differ in their first argument only: one call for
        each value of `firsts`, followed by the arguments `rest` (the same in every call)."""
        return self.expect_same([(first, *rest) for first in firsts], note=note)

    def expect_unchanged(
        self, make_cases: Callable[[], Iterable[tuple[Any, ...]]], *, advice: Wording
    ) -> CheckSpec:
        """A check that no call changes its arguments: `Trial.expect_unchanged` on each case
        `make_cases()` returns, made when the check runs (it may use the whole module)."""

        def keep(t: Trial) -> None:
            for args in make_cases():
                t.expect_unchanged(*args, advice=advice)

        return self._declare(keep)

    def expect_independent(self, first: tuple[Any, ...], *others: tuple[Any, ...]) -> CheckSpec:
        """A check that `first` and each of `others` do not affect each other
        (`Trial.expect_independent`, a pair at a time). Each call's answer alone needs a fresh
        child of its own: so many are started once the grading is under way, beside other
        checks, rather than each while this check waits for it."""

        def apart(t: Trial) -> None:
            for other in others:
                t.expect_independent(first, other)

        return self._declare(apart, fresh_children=1 + len(others))

    def expect_linear(
        self, make_args: MakeArgs, *, size: int, advice: Wording, growth: int = 8
    ) -> CheckSpec:
        """An efficiency check of one measurement, `Trial.expect_linear`'s."""

        def measure(t: Trial) -> None:
            t.expect_linear(make_args, size=size, advice=advice, growth=growth)

        return self._declare(measure, timed=True)


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
