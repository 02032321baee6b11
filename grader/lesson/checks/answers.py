"""Expected answers without the reference: recorded from it once, looked up by arguments.

A learner bundle ships no reference solution. Its fixed checks still compare with expected
values: `record_answers` grades the reference once while a `Recorder` stands in for it, and
the bundle carries the resulting table as `exercises/SLUG/answers.json`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from grader.sandbox.child import wire

ANSWERS_FILE = "answers.json"


class MissingAnswer(BaseException):
    """A check asked for an answer the table does not hold. A BaseException so that a
    Hypothesis property stops instead of shrinking towards more unknown inputs."""


def answer_key(args: tuple[Any, ...]) -> str:
    return json.dumps(wire.encode(list(args)), sort_keys=True, ensure_ascii=False)


class AnswerTable:
    """Stands in for the reference: the recorded answer for the same arguments."""

    def __init__(self, entries: dict[str, Any]) -> None:
        self.entries = entries

    def __call__(self, *args: Any) -> Any:
        key = answer_key(args)
        if key not in self.entries:
            raise MissingAnswer(key)
        return wire.decode(json.dumps(self.entries[key]))

    @classmethod
    def load(cls, path: Path) -> AnswerTable:
        return cls(json.loads(path.read_text("utf-8")))


class Recorder:
    """Calls the reference and remembers every answer it gave."""

    def __init__(self, reference: Callable[..., Any]) -> None:
        self.reference = reference
        self.entries: dict[str, Any] = {}

    def __call__(self, *args: Any) -> Any:
        key = answer_key(args)
        result = self.reference(*args)
        self.entries[key] = wire.encode(result)
        return result

    def save(self, path: Path) -> None:
        text = json.dumps(self.entries, sort_keys=True, ensure_ascii=False, indent=0)
        path.write_text(text + "\n", encoding="utf-8")
