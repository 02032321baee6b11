"""Learner code run in the grader's own process, where no process can be started: the browser's
Python (Pyodide, in a Web Worker). The session, the child's operations and the wire format are
the ones a child uses, so `grading.grade` gives the same checks, verdicts and facts; but the
learner's code shares the interpreter with the checks and could change them, so a verdict
given here is practice, never a grade.

Each call runs under a trace that ends it at its deadline, as a child would be killed: a loop
in the learner's own code stops, one inside a built-in function (a huge `sort`) does not. A
timed call (`scales-linearly`) runs untraced, so that its time is the code's own, and one that
ends past its deadline is reported as out of time when it returns. A child runs with a fixed
hash seed; here the seed is the interpreter's, so the site starts Pyodide with the child's
(`PYTHONHASHSEED`), and a verdict that rests on a set's order is the same on every run. Not
the same as a child's, though: the browser's Python is 32-bit, its hashes too, so its sets
iterate in another order, and such a verdict (a wrong solution's, as a rule) can differ from
`check`'s.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from grader.sandbox.child import serve, wire
from grader.sandbox.isolation import Layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped, Meanwhile, Output, Unit
from grader.sandbox.session import Child, Reply, Session

IN_PROCESS = Layer(
    "in-process",
    weaker_because=(
        "no process can be started here, so your code and the checks share one Python: this "
        "verdict is practice, and your instructor's grading gives the grade"
    ),
)
Trace = Callable[[FrameType, str, Any], Any]
THREAD_TIME: Callable[[], float] = getattr(time, "thread_time", time.process_time)


class OverTime(BaseException):
    """Raised into the learner's code at its deadline; a BaseException so that fewer of the
    learner's `except` clauses catch it (whatever catches it meets it again on its next line)."""


@dataclass
class InProcessSession(Session):
    """A session whose children are `InProcessChild`ren. Learner code can write whatever the
    grader's process can, recorded inputs included, so none is read or kept."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.reaches_grader_files = True

    def _new_child(self) -> Child:
        return InProcessChild(self.limits, self._output)

    def _cost(
        self, child: Child, op: str, args: tuple[Any, ...], meanwhile: Meanwhile | None = None
    ) -> tuple[float, Reply]:
        assert isinstance(child, InProcessChild)
        with child.untraced():
            return super()._cost(child, op, args, meanwhile)


class InProcessChild:
    """A child's part, played in this process: load the units into a fresh module's namespace,
    answer each request with the child's own operations, each reply packed and read back as a
    child's would be (so a value is copied, encoded and bounded the same way)."""

    shares_grader_thread = True

    def __init__(self, limits: Limits, output: Output) -> None:
        self.limits = limits
        self.output = output
        self.scratch: Path | None = None  # nothing on disk: the working folder is the grader's
        self._request: dict[str, Any] = {}
        self._function: Callable[..., Any] | None = None
        self._learner_files: set[str] = set()
        self._kept: tuple[Any, ...] = ()
        self._running = True
        self._traced = True

    def send_load(self, units: list[Unit], function: str, arity: int, timeout: float) -> None:
        units_sent = [{"name": u.name, "source": u.source} for u in units]
        self._request = {"units": units_sent, "function": function, "arity": arity}
        self._learner_files = {u.name for u in units}

    def load_reply(self, timeout: float) -> dict[str, Any]:
        loaded: list[tuple[dict[str, Any], Any, set[str]]] = []
        self._run(lambda: loaded.append(serve.load(self._request)), timeout, loading=True)
        reply, self._function, self._learner_files = loaded[0]
        return self._read_back(reply, ())

    def call(
        self, op: str, args: Any, timeout: float, meanwhile: Meanwhile | None = None
    ) -> dict[str, Any]:
        """As a child's call; `meanwhile` runs after it, as this thread is the child."""
        request_id = os.urandom(8).hex()
        packed = wire.pack_request({"op": op, "id": request_id, "args": args})
        request = wire.unpack_request(packed[wire.HEADER.size :])  # a copy, as a pipe makes
        if op == "call":
            self._kept = tuple(request["args"])
        replies: list[dict[str, Any]] = []
        self._run(
            lambda: replies.append(
                serve.answer_request(
                    serve.OPERATIONS,
                    request,
                    self._function or _missing,
                    self._kept,
                    wire.encode,
                    serve.describe_exception,
                    self._learner_files,
                )
            ),
            timeout,
        )
        if meanwhile is not None:
            meanwhile()
        return self._read_back(replies[0], ("value",))

    def cpu_seconds(self, *, start: bool) -> float | None:
        """This thread's CPU time, the clock the reference's own time is read on; the
        process's where there is no such clock (Emscripten: one thread only)."""
        return THREAD_TIME()

    @contextlib.contextmanager
    def untraced(self) -> Iterator[None]:
        """Calls made meanwhile run without the trace (timed calls: see the module's text)."""
        self._traced = False
        try:
            yield
        finally:
            self._traced = True

    def running(self) -> bool:
        return self._running

    def close(self) -> None:
        self._running = False

    def _run(self, work: Callable[[], None], timeout: float, loading: bool = False) -> None:
        """Do `work` with the learner's prints captured and their code stopped at the deadline;
        a stopped child is ended, as a killed one is, and the next request starts another."""
        deadline = time.monotonic() + timeout
        stopped = _Stopped()
        writer = _Printed(self.output, loading)
        traced = self._learner_files if self._traced else set()
        with (
            contextlib.redirect_stdout(writer),
            contextlib.redirect_stderr(writer),
            _stopped_at(deadline, traced, stopped),
        ):
            work()
        if stopped.at_deadline or time.monotonic() > deadline:
            self._running = False
            raise ChildStopped(f"it did not answer within {timeout:.3g} s (time limit)", True)

    def _read_back(self, message: dict[str, Any], values: tuple[str, ...]) -> dict[str, Any]:
        packed = serve.packed_message(message, self.limits.message_bytes)
        try:
            return wire.unpack_reply(memoryview(packed)[wire.HEADER.size :], values)
        except wire.BadMessage as problem:
            self._running = False
            raise ChildStopped(f"its reply was refused: {problem}") from None


@dataclass
class _Stopped:
    at_deadline: bool = False


def _missing(*args: Any) -> Any:
    """Never called: the session makes no call before a load that found the function."""
    raise ChildStopped("no function was loaded")


@contextlib.contextmanager
def _stopped_at(deadline: float, learner_files: set[str], stopped: _Stopped) -> Iterator[None]:
    """Trace the learner's own frames (their units' names) line by line and raise OverTime in
    them once `deadline` has passed; every other frame runs untraced. No files, no trace."""
    if not learner_files:
        yield
        return

    def each_line(frame: FrameType, event: str, arg: Any) -> Trace:
        if time.monotonic() > deadline:
            stopped.at_deadline = True
            raise OverTime
        return each_line

    def each_call(frame: FrameType, event: str, arg: Any) -> Trace | None:
        if frame.f_code.co_filename in learner_files:
            return each_line(frame, event, arg)
        return None

    previous = sys.gettrace()
    sys.settrace(each_call)
    try:
        yield
    finally:
        sys.settrace(previous)


class _Printed(io.TextIOBase):
    """Where the learner's prints go: into the session's output, as a child's pipe feeds it."""

    def __init__(self, output: Output, loading: bool) -> None:
        self._output = output
        self._loading = loading

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._output.feed(text.encode("utf-8", "replace"), loading=self._loading)
        return len(text)
