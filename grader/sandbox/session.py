"""One submission's run: a child that is restarted after it dies, within the submission's time."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from grader.sandbox import child as wire
from grader.sandbox.process import ChildProcess, ChildStopped, Limits, Unit


class OutOfTime(Exception):
    """The submission used up its whole time; no more calls are made."""


@dataclass(frozen=True)
class Loaded:
    """What the child found when it ran the submission's code."""

    unit_errors: list[dict[str, Any]]
    problem: str | None
    detail: str = ""


@dataclass(frozen=True)
class Reply:
    """One call's answer, already decoded to plain values in the grader."""

    value: Any = None
    raised: dict[str, Any] | None = None
    too_large: bool = False
    args_after: Any = None
    seconds: float = 0.0


@dataclass(frozen=True)
class Timing:
    outside: float  # measured by the grader: honest, but includes copying the arguments
    inside: float  # reported by the child: precise, but learner code could falsify it


@dataclass
class Session:
    units: list[Unit]
    function: str
    arity: int
    limits: Limits = field(default_factory=Limits)

    def __post_init__(self) -> None:
        self._child: ChildProcess | None = None
        self._deadline = time.monotonic() + self.limits.submission_seconds
        self.isolation = ChildProcess.isolation

    def start(self) -> Loaded:
        """Start a child and load the submission; the first load's findings are reported."""
        self._child = ChildProcess(self.limits)
        reply = self._child.load(self.units, self.function, self.arity)
        return Loaded(reply["unit_errors"], reply["problem"], reply.get("detail", ""))

    def call(self, args: tuple[Any, ...], keep_args: bool = False) -> Reply:
        reply = self._request("call", args, keep_args)
        return Reply(
            value=wire.decode(reply.get("value")),
            raised=reply.get("raised"),
            too_large=bool(reply.get("too_large")),
            args_after=wire.decode(reply["args"]) if "args" in reply else None,
            seconds=float(reply.get("seconds", 0.0)),
        )

    def timed(self, op: str, args: tuple[Any, ...]) -> Timing:
        """One call timed twice: around the whole round trip here, and around the function
        alone as the child reports it."""
        started = time.perf_counter()
        reply = self._request(op, args, False)
        outside = time.perf_counter() - started
        return Timing(outside, float(reply.get("seconds", outside)))

    def output_mark(self) -> int:
        return self._child.output_size() if self._child else 0

    def output_since(self, mark: int) -> str:
        return self._child.output_since(mark) if self._child else ""

    def close(self) -> None:
        if self._child:
            self._child.close()
            self._child = None

    def _request(self, op: str, args: tuple[Any, ...], keep_args: bool) -> dict[str, Any]:
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise OutOfTime
        if self._child is None or self._child.process.poll() is not None:
            self.close()
            self.start()
        assert self._child is not None
        try:
            return self._child.call(
                op, wire.encode(list(args)), min(self.limits.call_seconds, left), keep_args
            )
        except ChildStopped:
            self.close()
            raise
