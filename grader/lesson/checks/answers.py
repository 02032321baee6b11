"""Expected answers looked up by arguments instead of computed each time: recorded from the
reference for a learner bundle, or remembered for a class run.

A learner bundle ships no reference solution. Its fixed checks still compare with expected
values: `record_answers` grades the reference once while a `Recorder` stands in for it, and
the bundle carries the resulting table as `exercises/SLUG/answers.json`.
"""

from __future__ import annotations

import json
import marshal
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


class SharedAnswers:
    """The reference, its answers remembered for a class run: every submission of a run is
    checked on the same fixed cases and the same recorded inputs, so a worker computes each
    answer once for all of them. An answer is remembered under the exact bytes of its
    arguments (marshal's, which tell a tuple from a list and -0.0 from 0.0), so it is only ever
    the reference's own answer to those arguments; each use gets a copy of its own. Timed
    inputs bypass it (`unremembered`): the reference's time on them is measured."""

    MOST_BYTES = 64 << 20  # of arguments and answers kept: more is computed each time

    def __init__(self, reference: Callable[..., Any]) -> None:
        self.unremembered = reference
        self._answers: dict[bytes, bytes] = {}
        self._bytes = 0

    def __call__(self, *args: Any) -> Any:
        try:
            key = marshal.dumps(args)
        except ValueError:  # not plain data: computed each time
            return self.unremembered(*args)
        if key in self._answers:
            return marshal.loads(self._answers[key])
        answer = self.unremembered(*args)
        try:
            kept = marshal.dumps(answer)
        except ValueError:
            return answer
        if self._bytes + len(key) + len(kept) <= self.MOST_BYTES:
            self._answers[key] = kept
            self._bytes += len(key) + len(kept)
        return marshal.loads(kept)
