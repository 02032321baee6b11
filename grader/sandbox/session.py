"""One submission's run: children restarted after they die, within the submission's time, and
every reply checked before the grader believes any of it."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from grader.sandbox import child as wire
from grader.sandbox.isolation import Layer, choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildProcess, ChildStopped, Output, Unit, printable

LEARNER, BASELINE = "learner", "baseline"
PROBLEMS = (None, "missing", "not-callable", "arity")
TEXT_CHARS = 20_000  # a traceback, an exception message: more is never worth showing
NOT_A_REPLY = "its reply was refused: it is not shaped like one"


class OutOfTime(BaseException):
    """The submission used up its whole time; no more calls are made. A BaseException, like
    CallStopped, so that a Hypothesis property stops at once instead of shrinking."""


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
    cpu_seconds: float = 0.0


@dataclass(frozen=True)
class Timing:
    outside: float  # measured by the grader: honest, but includes copying the arguments
    inside: float  # reported by the child: precise, but learner code could falsify it
    cpu: float  # CPU time of the calling thread: unmoved by other processes' load
    # (the process clock ticks in milliseconds once CPU limits are set; the thread clock
    # does not)


@dataclass
class Session:
    units: list[Unit]
    function: str
    arity: int
    limits: Limits = field(default_factory=Limits)
    layer: Layer | None = None  # None: the strongest layer available

    def __post_init__(self) -> None:
        self._layer = self.layer or choose_layer()
        self.isolation = self._layer.name
        self._output = Output(self.limits.output_chars)
        self._children: dict[str, ChildProcess] = {}
        self._loaded: set[str] = set()  # roles whose child has run the load step
        self._deadline = time.monotonic() + self.limits.submission_seconds

    def start(self) -> Loaded:
        """Start a child and load the submission; the first load's findings are reported.
        The baseline's child starts at the same moment, so the two boot side by side."""
        self._spawn(LEARNER)
        self._spawn(BASELINE)
        return _loaded(self._load(LEARNER))

    def call(self, args: tuple[Any, ...], keep_args: bool = False) -> Reply:
        return self._request("call", args, keep_args)

    def timed(self, op: str, args: tuple[Any, ...]) -> Timing:
        """One call timed twice: around the whole round trip here, and around the function
        alone as the child reports it."""
        started = time.perf_counter()
        reply = self._request(op, args, False)
        return Timing(time.perf_counter() - started, reply.seconds, reply.cpu_seconds)

    def output_mark(self) -> int:
        return self._output.mark()

    def output_since(self, mark: int) -> str:
        return self._output.since(mark)

    def close(self) -> None:
        for role in list(self._children):
            self._close(role)

    def _spawn(self, role: str) -> None:
        self._close(role)
        self._children[role] = ChildProcess(self.limits, self._layer, self._output)

    def _load(self, role: str) -> dict[str, Any]:
        self._loaded.add(role)
        timeout = min(self.limits.load_seconds, self._time_left())
        units = self.units if role == LEARNER else []
        return self._children[role].load(units, self.function, self.arity, timeout)

    def _time_left(self) -> float:
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise OutOfTime
        return left

    def _close(self, role: str) -> None:
        self._loaded.discard(role)
        child = self._children.pop(role, None)
        if child:
            child.close()

    def _request(self, op: str, args: tuple[Any, ...], keep_args: bool) -> Reply:
        # The baseline runs in a child that never ran learner code, so that learner code can
        # neither replace nor slow down what its own time is compared with.
        role = BASELINE if op == "baseline" else LEARNER
        self._time_left()
        try:
            child = self._children.get(role)
            if child is None or child.process.poll() is not None:
                self._spawn(role)
            if role not in self._loaded:
                self._load(role)
            timeout = min(self.limits.call_seconds, self._time_left())
            return _reply(self._children[role].call(op, list(args), timeout, keep_args))
        except ChildStopped:
            self._close(role)
            raise


def _loaded(message: dict[str, Any]) -> Loaded:
    errors, problem = message.get("unit_errors"), message.get("problem")
    if message.get("op") != "loaded" or type(errors) is not list or problem not in PROBLEMS:
        raise ChildStopped(NOT_A_REPLY)
    unit_errors = [{"unit": _text(error, "unit"), **_exception(error)} for error in errors]
    return Loaded(unit_errors, problem, _text(message, "detail"))


def _reply(message: dict[str, Any]) -> Reply:
    too_large = message.get("too_large", False)
    if message.get("op") != "reply" or type(too_large) is not bool:
        raise ChildStopped(NOT_A_REPLY)
    try:
        value = wire.decode(message.get("value"))
        args_after = wire.decode(message["args"]) if "args" in message else None
    except wire.BadMessage as problem:
        raise ChildStopped(f"its reply was refused: {problem}") from None
    raised = _exception(message["raised"]) if "raised" in message else None
    return Reply(
        value,
        raised,
        too_large,
        args_after,
        _seconds(message.get("seconds")),
        _seconds(message.get("cpu", 0.0)),
    )


def _seconds(value: Any) -> float:
    if type(value) not in (int, float) or not 0 <= value < math.inf:
        raise ChildStopped(NOT_A_REPLY)
    return float(value)


def _exception(data: Any) -> dict[str, str]:
    return {key: _text(data, key) for key in ("type", "message", "traceback")}


def _text(data: Any, key: str) -> str:
    """A string the child sent for a report: checked, cut, and safe to print."""
    value = data.get(key, "") if type(data) is dict else None
    if type(value) is not str:
        raise ChildStopped(NOT_A_REPLY)
    return printable(value[:TEXT_CHARS])
