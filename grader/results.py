"""What grading produces: one result per check, and a report for the whole submission.

A failing check carries its facts as fields (`Facts`): the call that failed, the expected
value, what came back, the smallest input a property found, what the learner's function
raised, why a call stopped. Each is stored already shown (`grader.show.show_value`) and
bounded, so a report stays small whatever the learner's function returned. Every view
renders from these fields; `CheckResult.message` is the one wording of them for people.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from enum import Enum
from typing import Any

from grader.text import valid


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
        for name in TEXT_FACTS:
            object.__setattr__(self, name, valid(getattr(self, name)))

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

    def to_json(self) -> dict[str, Any]:
        found = asdict(self)
        found["failure"] = self.failure.value if self.failure else None
        return found

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Facts:
        failure = data.get("failure")
        return cls(
            Failure(failure) if failure else None,
            **{name: str(data.get(name) or "") for name in TEXT_FACTS},
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
    facts: Facts = field(default_factory=Facts)

    def __post_init__(self) -> None:
        # Learner land reaches these (the child's text, a returned value's repr, a file name).
        # Valid here, a report can be written anywhere: JSON, SQLite, results.json.
        for name in ("id", "name", "explanation", "output"):
            object.__setattr__(self, name, valid(getattr(self, name)))

    @property
    def message(self) -> str:
        """What the learner reads about this check: the facts, then the explanation."""
        return self.facts.worded(self.explanation)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "status": self.status.value,
            "points": self.points,
            "max_points": self.max_points,
            "message": self.message,
            "explanation": self.explanation,
            **self.facts.to_json(),
            "hint": self.hint,
            "output": self.output,
            "calls": self.calls,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CheckResult:
        """The inverse of `to_json`, for results kept in a gradebook. A result written before
        checks had facts has only its message: that becomes the explanation."""
        explanation = data["explanation"] if "explanation" in data else data.get("message", "")
        return cls(
            data["id"],
            data["name"],
            Status(data["status"]),
            data["points"],
            data["max_points"],
            explanation,
            data.get("hint"),
            data.get("output", ""),
            data.get("calls", 0),
            Facts.from_json(data),
        )


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

    def __post_init__(self) -> None:
        for name in ("exercise", "title", "message", "isolation", "reason"):
            object.__setattr__(self, name, valid(getattr(self, name)))
        object.__setattr__(self, "notes", [valid(note) for note in self.notes])

    @property
    def score(self) -> int:
        return max(0, sum(check.points for check in self.checks) - self.hint_penalty)

    @property
    def exit_code(self) -> int:
        """0 when every check passes, 1 for failures or an untouched stub, 2 when ungradable."""
        return {Status.PASS: 0, Status.FAIL: 1, Status.TODO: 1, Status.ERROR: 2}[self.status]

    def to_json(self) -> dict[str, Any]:
        return {
            "exercise": self.exercise,
            "title": self.title,
            "status": self.status.value,
            "score": self.score,
            "max_score": self.max_score,
            "message": self.message,
            "reason": self.reason,
            "isolation": self.isolation,
            "notes": list(self.notes),
            "seconds": round(self.seconds, 3),
            "hints_opened": list(self.hints_opened),
            "hint_penalty": self.hint_penalty,
            "checks": [check.to_json() for check in self.checks],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Report:
        """The inverse of `to_json`: the score follows from the checks and the penalty."""
        return cls(
            data["exercise"],
            data["title"],
            Status(data["status"]),
            data["message"],
            [CheckResult.from_json(check) for check in data["checks"]],
            max_score=data["max_score"],
            isolation=data.get("isolation", ""),
            notes=list(data.get("notes", [])),
            seconds=data.get("seconds", 0.0),
            hints_opened=list(data.get("hints_opened", [])),
            hint_penalty=data.get("hint_penalty", 0),
            reason=data.get("reason", ""),
        )
