"""What grading produces: one result per check, and a report for the whole submission.

A failing check carries its facts as fields (`Facts`): the call that failed, the expected
value, what came back, the smallest input a property found, what the learner's function
raised, why a call stopped. Each is stored already shown (`grader.languages.show.show_value`) and
bounded, so a report stays small whatever the learner's function returned. Every view
renders from these fields; `CheckResult.message` is the one wording of them for people.

The JSON of a report is derived from these dataclasses' fields alone (`to_json`, `from_json`):
a field declared here is written, read back and checked for its type without another edit.
"""

from __future__ import annotations

import types
from dataclasses import MISSING, dataclass, field, fields, is_dataclass, replace
from enum import Enum
from typing import Any, ClassVar, TypeVar, Union, get_args, get_origin, get_type_hints

from grader.ground.errors import KitError
from grader.ground.text import valid
from grader.sandbox.limits import Limits

Shaped = TypeVar("Shaped")
# A field whose own fields sit beside its owner's in JSON (a check's facts).
FLAT = {"json": "flat"}


class Status(str, Enum):
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    TODO = "todo"


class Failure(str, Enum):
    """Why a check did not pass, as the grader saw it."""

    WRONG = "wrong"  # an answer came back, and it is wrong
    SLOW = "slow"  # right answers, but the time grew much faster than the input
    UNUSABLE = "unusable"  # an answer came back that the check could not use (or too large)
    RAISED = "raised"  # the learner's function raised an exception
    TIMEOUT = "timeout"  # a call did not return within its time limit
    STOPPED = "stopped"  # the learner's code stopped otherwise (crashed, out of memory)
    NOT_RUN = "not-run"  # the check was not run (earlier time-outs, no time left, no reference)

    @property
    def answered(self) -> bool:
        """An answer (or an exception) came back: a wrong answer, not a run that stopped."""
        return self in (Failure.WRONG, Failure.SLOW, Failure.UNUSABLE, Failure.RAISED)


SMALLEST = "Smallest failing input found:"


@dataclass(frozen=True)
class Line:
    """One line of a failure's wording: `value` is a fact as it was shown (learner land,
    never markup), between the kit's words `before` and `after`; `point` marks the lines
    that say where the values part ways."""

    before: str
    value: str = ""
    after: str = ""
    point: bool = False

    @property
    def text(self) -> str:
        return f"{self.before}{self.value}{self.after}"


# How an efficiency check that measured nothing begins its explanation: views show it before
# the facts it found on the way.
NOT_JUDGED = "Its speed was not judged"


@dataclass(frozen=True)
class Facts:
    """What a failing check found, each fact already shown as text (empty when unknown).

    `call` is the call that failed (`solve([...], [...])`), `expected` the reference's answer
    (set only when the answer was compared with it), `got` what came back, `difference` where
    the expected and the returned sequence part ways, `smallest` the smallest failing input
    of a property (one call a line), `raised` the type of the exception the learner's
    function raised, `error` that exception as it was raised, or why a call stopped, and
    `traceback` the learner's own frames."""

    failure: Failure | None = None
    call: str = ""
    expected: str = ""
    got: str = ""
    difference: str = ""
    smallest: str = ""
    raised: str = ""
    error: str = ""
    traceback: str = ""

    def __post_init__(self) -> None:
        _made_valid(self)

    def lines(self) -> list[Line]:
        """The facts as a person reads them, a line each: the one wording every view uses."""
        lines = []
        if self.smallest:
            calls = self.smallest.splitlines()
            if len(calls) == 1:
                lines.append(Line(f"{SMALLEST} ", calls[0]))
            else:
                lines += [Line(SMALLEST), *(Line("  ", call) for call in calls)]
        if self.expected:
            lines += [
                Line("Called:   ", self.call),
                Line("Expected: ", self.expected),
                Line("Got:      ", self.got),
                *(Line("", line, point=True) for line in self.difference.splitlines()),
            ]
        elif self.raised:
            lines.append(Line("", self.call, f" raised {self.raised}:"))
            lines += [Line("", line) for line in self.traceback.rstrip().splitlines()]
        elif self.failure in (Failure.TIMEOUT, Failure.STOPPED) and self.call:
            lines.append(Line("", self.call, f" did not return: {self.error}."))
        return lines

    def worded(self, explanation: str = "") -> str:
        """The facts as a person reads them, then the check's own `explanation`."""
        return "\n".join(
            [*(line.text for line in self.lines()), *([explanation] * bool(explanation))]
        )

    def cut(self, chars: int, traceback_chars: int) -> Facts:
        """Each fact at most `chars` long (the traceback `traceback_chars`)."""
        cut: dict[str, Any] = {name: _cut(getattr(self, name), chars) for name in TEXT_FACTS}
        cut["traceback"] = _cut(self.traceback, traceback_chars)
        return replace(self, **cut)


TEXT_FACTS = tuple(item.name for item in fields(Facts) if item.name != "failure")


def _cut(text: str, chars: int) -> str:
    """At most `chars`, cut after an item or a word when one ends in the last half."""
    if len(text) <= chars:
        return text
    head = text[: chars - 2]
    end = max(head.rfind(", "), head.rfind(" "), head.rfind("\n"))
    return (head[: end + 1] if end > chars // 2 else head).rstrip() + " …"


@dataclass(frozen=True)
class CheckResult:
    id: str
    name: str
    status: Status
    points: int
    max_points: int
    explanation: str = ""  # the check's own words, beyond what the facts say
    hint: int | None = None
    output: str = ""
    calls: int = 0
    facts: Facts = field(default_factory=Facts, metadata=FLAT)
    # Written with the fields for readers of the JSON; never read back, it follows from them.
    DERIVED: ClassVar[tuple[str, ...]] = ("message",)

    def __post_init__(self) -> None:
        _made_valid(self)

    @property
    def message(self) -> str:
        """What the learner reads about this check: the facts, then the explanation."""
        return self.facts.worded(self.explanation)


@dataclass(frozen=True)
class Report:
    exercise: str
    title: str
    status: Status
    message: str
    checks: list[CheckResult] = field(default_factory=list)
    max_score: int = 0
    isolation: str = ""
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    hints_opened: list[int] = field(default_factory=list)
    hint_penalty: int = 0  # points taken off for hints opened, when the lesson says so
    # Why nothing could be checked (status error or todo), in one paragraph with no traceback:
    # what a list of learners shows; `message` may say more.
    reason: str = ""
    lesson_version: str = ""  # the lesson's files as graded (`Lesson.version`)
    language: str = "python"  # the submission's: which hints its feedback points to
    limits: Limits | None = None  # what the learner's code was allowed, as graded (overrides too)
    DERIVED: ClassVar[tuple[str, ...]] = ("score",)

    def __post_init__(self) -> None:
        _made_valid(self)
        object.__setattr__(self, "seconds", round(self.seconds, 3))

    @property
    def score(self) -> int:
        return max(0, sum(check.points for check in self.checks) - self.hint_penalty)

    @property
    def exit_code(self) -> int:
        """0 when every check passes, 1 for failures or an untouched stub, 2 when ungradable."""
        return {Status.PASS: 0, Status.FAIL: 1, Status.TODO: 1, Status.ERROR: 2}[self.status]

    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    @classmethod
    def from_json(cls, data: object) -> Report:
        """The inverse of `to_json`; the score follows from the checks and the penalty.
        Raises `ShapeError` for a document of any other shape."""
        return from_json(cls, data)


def _made_valid(shaped: Any) -> None:
    """Every text field of a result, and every text in a list field, made valid Unicode in
    place. Learner land reaches them (the child's text, a returned value's repr, a file name);
    valid, a report can be written anywhere: JSON, SQLite, results.json."""
    for item in fields(shaped):
        value = getattr(shaped, item.name)
        if type(value) is str:  # exactly: an enum's value is kept as the enum
            object.__setattr__(shaped, item.name, valid(value))
        elif isinstance(value, list) and all(type(one) is str for one in value):
            object.__setattr__(shaped, item.name, [valid(one) for one in value])


class ShapeError(KitError):
    """A JSON document that is not a report as this kit writes one."""


def to_json(shaped: Any) -> dict[str, Any]:
    """A dataclass as plain JSON data, field by field, then the values it derives (`DERIVED`)."""
    found: dict[str, Any] = {}
    for item in fields(shaped):
        value = _encoded(getattr(shaped, item.name))
        if item.metadata == FLAT:
            found.update(value)
        else:
            found[item.name] = value
    for name in getattr(shaped, "DERIVED", ()):
        found[name] = getattr(shaped, name)
    return found


def _encoded(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return to_json(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list):
        return [_encoded(item) for item in value]
    return value


def from_json(kind: type[Shaped], data: object, where: str = "") -> Shaped:
    """`kind` read back from `to_json`'s data, each field checked against its declared type;
    a field left out takes its default, a key not declared is ignored (a derived value).
    `where` is the path of `data` in the document, for the error."""
    if not isinstance(data, dict):
        raise _shape_error(where, "an object", data)
    hints = get_type_hints(kind)
    found: dict[str, Any] = {}
    for item in fields(kind):  # type: ignore[arg-type]
        if item.metadata == FLAT:
            found[item.name] = from_json(hints[item.name], data, where)
        elif item.name in data:
            path = f"{where}.{item.name}" if where else item.name
            found[item.name] = _decoded(hints[item.name], data[item.name], path)
        elif item.default is MISSING and item.default_factory is MISSING:
            raise ShapeError(f"{_SHAPE} {where or 'it'} has no {item.name!r}. {_AGAIN}")
    return kind(**found)


def _decoded(kind: Any, value: object, where: str) -> Any:
    if get_origin(kind) in (Union, types.UnionType):
        if value is None and type(None) in get_args(kind):
            return None
        (kind,) = (arg for arg in get_args(kind) if arg is not type(None))
    if get_origin(kind) is list:
        if not isinstance(value, list):
            raise _shape_error(where, "a list", value)
        (item,) = get_args(kind)
        return [_decoded(item, one, f"{where}[{index}]") for index, one in enumerate(value)]
    if isinstance(kind, type) and is_dataclass(kind):
        return from_json(kind, value, where)
    if isinstance(kind, type) and issubclass(kind, Enum):
        for member in kind:
            if type(value) is type(member.value) and value == member.value:
                return member
        raise _shape_error(where, "one of " + ", ".join(repr(m.value) for m in kind), value)
    if kind is float and type(value) in (int, float):
        return float(value)  # type: ignore[arg-type]
    if type(value) is kind:  # exactly: True is no number of points
        return value
    expected = {str: "text", int: "a whole number", float: "a number", bool: "true or false"}
    raise _shape_error(where, expected.get(kind, str(kind)), value)


_SHAPE = "This report is not in the shape this kit writes:"
_AGAIN = (
    "It was written by another version of the kit or changed by hand; grade the submission "
    "again to get a report this kit can read."
)


def _shape_error(where: str, expected: str, value: object) -> ShapeError:
    shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
    return ShapeError(f"{_SHAPE} {where or 'it'} should be {expected}, not {shown}. {_AGAIN}")
