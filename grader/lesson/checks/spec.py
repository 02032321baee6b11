"""A declared check: its metadata and its function, and how it runs, a property as a
Hypothesis test."""

from __future__ import annotations

import functools
import hashlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from grader.languages import Wording
from grader.languages.show import SHOWN_CHARS
from grader.lesson.checks.failures import CheckFailed
from grader.lesson.checks.hypothesis_setup import grading_hypothesis, grading_settings
from grader.lesson.checks.properties import Property, declared_property
from grader.lesson.checks.trial import Trial

CheckFunction = Callable[..., None]


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
    fresh_children: int = 0  # fresh children it asks for (`expect_independent`'s, one a call)

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
        test = grading_settings(self.examples)(test)
        test.hypothesis.inner_test = self.each_example
        return test

    def run(self, trial: Trial) -> None:
        """Run the check; raises what a failing check raises (`CheckFailed`, …). A property
        runs in full, as a Hypothesis test."""
        if not self.is_property:
            self.function(trial)
            return
        with grading_hypothesis():
            self.hypothesis_test(trial)


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
