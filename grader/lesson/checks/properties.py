"""Properties declared without importing Hypothesis: the `given`, `example` and `st` that the
authoring API hands to lessons.

Hypothesis takes about a third of a second to import, and a submission that passes every
property never needs it: its properties replay recorded inputs (`grader/grading/replay.py`). So a
declaration only records what the lesson wrote (strategies as recipes, the arguments of
`given`, the explicit examples), and the real Hypothesis test is built from that record the
first time a property runs in full: to record its inputs, or to find and shrink a failure.
The test built is the one the lesson would get from Hypothesis' own decorators, written in the
same order, so it draws the same inputs and shrinks the same way.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Built = Callable[[], Any]  # builds a real Hypothesis object; called only for a full run


class Strategy:
    """A strategy as a lesson wrote it (`st.lists(st.integers(0, 3))`, `.map(f)`), built into
    Hypothesis' own strategy on first use. Recipes nest: their arguments are built first."""

    def __init__(self, build: Built, written: str) -> None:
        self._build = build
        self._written = written

    @functools.cached_property
    def built(self) -> Any:
        return self._build()

    def map(self, function: Callable[[Any], Any]) -> Strategy:
        return Strategy(lambda: self.built.map(function), f"{self._written}.map(…)")

    def filter(self, condition: Callable[[Any], Any]) -> Strategy:
        return Strategy(lambda: self.built.filter(condition), f"{self._written}.filter(…)")

    def flatmap(self, expand: Callable[[Any], Any]) -> Strategy:
        return Strategy(
            lambda: self.built.flatmap(lambda value: realized(expand(value))),
            f"{self._written}.flatmap(…)",
        )

    def __repr__(self) -> str:
        return self._written


def realized(value: Any) -> Any:
    """`value` with every recipe in it built, inside lists, tuples and dicts too (as
    `st.one_of([…])` and `st.fixed_dictionaries({…})` take them)."""
    if isinstance(value, Strategy):
        return value.built
    if type(value) in (list, tuple):
        return type(value)(realized(item) for item in value)
    if type(value) is dict:
        return {key: realized(item) for key, item in value.items()}
    return value


def _hypothesis_strategies() -> Any:
    from hypothesis import strategies

    return strategies


class _StrategiesNamespace:
    """`st`: every strategy function of `hypothesis.strategies`, as a recipe maker."""

    def __getattr__(self, name: str) -> Callable[..., Strategy]:
        if name.startswith("_"):
            raise AttributeError(name)

        def recipe(*args: Any, **kwargs: Any) -> Strategy:
            def build() -> Any:
                function = getattr(_hypothesis_strategies(), name)
                return function(*realized(args), **realized(kwargs))

            return Strategy(build, f"st.{name}(…)")

        return recipe

    @staticmethod
    def composite(function: Callable[..., Any]) -> Callable[..., Strategy]:
        """`@st.composite`: the function draws with Hypothesis' own `draw`, which is handed
        recipes built first, so it may draw from `st.…` as the lesson wrote them."""

        @functools.cache
        def strategy_maker() -> Any:
            @functools.wraps(function)
            def drawing(draw: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
                return function(
                    lambda strategy, *rest: draw(realized(strategy), *rest), *args, **kwargs
                )

            return _hypothesis_strategies().composite(drawing)

        @functools.wraps(function)
        def recipe(*args: Any, **kwargs: Any) -> Strategy:
            return Strategy(
                lambda: strategy_maker()(*realized(args), **realized(kwargs)),
                f"{function.__name__}(…)",
            )

        return recipe


st = _StrategiesNamespace()


@dataclass
class Property:
    """A property as declared: the test as the lesson wrote it, the arguments of its `given`,
    and its explicit examples in the order their decorators were applied."""

    test: Callable[..., None]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    examples: list[tuple[tuple[Any, ...], dict[str, Any]]] = field(default_factory=list)

    def hypothesis_test(self, wrap: Callable[[Any], Any]) -> Any:
        """The Hypothesis test that `@example(…) … @given(…)` would have made of `test`, then
        passed through `wrap` (the grading settings)."""
        import hypothesis

        given_: Any = hypothesis.given  # its decorator's own type is not declared
        built = given_(*realized(self.args), **realized(self.kwargs))(self.test)
        for args, kwargs in self.examples:
            built = hypothesis.example(*realized(args), **realized(kwargs))(built)
        return wrap(built)


PROPERTY = "__citekit_property__"


def given(*args: Any, **kwargs: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """`@given(…)`: marks the test as a property with these strategies."""

    def declare(test: Callable[..., None]) -> Callable[..., None]:
        setattr(test, PROPERTY, Property(test, args, kwargs))
        return test

    return declare


def example(*args: Any, **kwargs: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """`@example(…)` above a `@given`: an input tried before any generated one."""

    def declare(test: Callable[..., None]) -> Callable[..., None]:
        declared = getattr(test, PROPERTY, None)
        if not isinstance(declared, Property):
            raise TypeError(f"@example on {test.__name__} needs @given below it")
        declared.examples.append((args, kwargs))
        return test

    return declare


def declared_property(function: Callable[..., Any]) -> Property | None:
    found = getattr(function, PROPERTY, None)
    return found if isinstance(found, Property) else None
