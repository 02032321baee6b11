"""What grading produces: one result per check, and a report for the whole submission."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from grader.text import valid


class Status(str, Enum):
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    TODO = "todo"


@dataclass(frozen=True)
class CheckResult:
    id: str
    name: str
    status: Status
    points: int
    max_points: int
    message: str = ""
    hint: int | None = None
    output: str = ""
    calls: int = 0

    def __post_init__(self) -> None:
        # Learner land reaches these (the child's text, a returned value's repr, a file name).
        # Valid here, a report can be written anywhere: JSON, SQLite, results.json.
        for name in ("id", "name", "message", "output"):
            object.__setattr__(self, name, valid(getattr(self, name)))

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "status": self.status.value,
            "points": self.points,
            "max_points": self.max_points,
            "message": self.message,
            "hint": self.hint,
            "output": self.output,
            "calls": self.calls,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CheckResult:
        """The inverse of `to_json`, for results kept in a gradebook."""
        return cls(
            data["id"],
            data["name"],
            Status(data["status"]),
            data["points"],
            data["max_points"],
            data.get("message", ""),
            data.get("hint"),
            data.get("output", ""),
            data.get("calls", 0),
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

    def __post_init__(self) -> None:
        for name in ("exercise", "title", "message", "isolation"):
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
        )
