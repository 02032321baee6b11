"""The grader's side of one child: start it, talk to it with deadlines, capture what it prints,
and kill its whole process tree."""

from __future__ import annotations

import contextlib
import hmac
import math
import os
import select
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NoReturn, Protocol

from grader.ground.text import printable
from grader.ground.walk import remove_tree
from grader.sandbox.child import wire
from grader.sandbox.child.treekill import kill_tree
from grader.sandbox.cputime import tree_cpu_seconds
from grader.sandbox.isolation import Layer
from grader.sandbox.limits import Limits
from grader.sandbox.runtime import PYTHON_CHILD, Runtime

CHUNK = 1 << 16


class Meanwhile(Protocol):
    """The grader's own work, done while a child answers (`session.Beside`): called once the
    request is sent, with a way to ask whether the child is still working, so that work worth
    doing only in time the grader would otherwise spend waiting is skipped once it is not."""

    def __call__(self, still_working: Callable[[], bool] = ...) -> object: ...


# Why a child ended, when its signal tells more than its name.
SIGNAL_CAUSES = {
    "SIGXCPU": "its CPU time limit",
    "SIGXFSZ": "its file size limit",
    "SIGSEGV": "a crash; recursion that goes too deep does this",
}
# Node aborts when its heap is full (the lesson's memory limit) or it cannot start a thread.
NODE_CAUSES = {"SIGABRT": "its memory limit, most likely: the heap was full"}


class ChildStopped(Exception):
    """The child did not answer: it ran out of time, ended itself, or broke the protocol."""

    def __init__(self, reason: str, timed_out: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.timed_out = timed_out


@dataclass(frozen=True)
class Unit:
    """One piece of learner code run in order: a file, or one notebook cell."""

    name: str
    source: str
    cell: bool = False  # a cell that raises does not stop the rest; a file that raises does


class Output:
    """What learner code printed: all of it counted, only the start of the current window kept,
    so a flood of output costs the grader neither memory nor disk. What a child prints while it
    loads the submission (module-level code, a notebook's other cells) is only counted: it is
    not what the learner's function printed for the check that happened to start that child."""

    def __init__(self, keep_chars: int) -> None:
        self.keep_chars = keep_chars
        self.keep_bytes = keep_chars * 4  # a character takes at most four bytes in UTF-8
        self.total = 0
        self.kept = bytearray()
        self.while_loading = 0  # bytes printed while a child loaded the submission

    def feed(self, data: bytes, *, loading: bool = False) -> None:
        if loading:
            self.while_loading += len(data)
            return
        self.total += len(data)
        room = self.keep_bytes - len(self.kept)
        if room > 0:
            self.kept += data[:room]

    def mark(self) -> int:
        """Start a new window (one check's output); `since` gives what it holds."""
        self.kept.clear()
        return self.total

    def since(self, mark: int) -> str:
        size = self.total - mark
        text = printable(self.kept.decode("utf-8", "replace"))
        if len(text) > self.keep_chars or size > len(self.kept):
            text = text[: self.keep_chars] + f"\n… (output cut; {size} bytes in all)"
        return text


class ChildProcess:
    """One child running one submission. Each request has a deadline; missing it kills the
    child's whole process tree."""

    shares_grader_thread = False

    def __init__(
        self, limits: Limits, layer: Layer, output: Output, runtime: Runtime = PYTHON_CHILD
    ) -> None:
        self.limits = limits
        self.output = output
        self._json = runtime.speaks_json  # how requests travel: see `wire`
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        self._printed, printed_w = os.pipe()
        try:
            launch = layer.launch((to_child_r, from_child_w), limits, runtime)
        except BaseException:
            for fd in (to_child_r, self._to_child, self._from_child, from_child_w):
                os.close(fd)
            os.close(self._printed)
            os.close(printed_w)
            raise
        self.scratch = launch.scratch
        try:
            self.process = subprocess.Popen(
                launch.argv,
                pass_fds=(to_child_r, from_child_w, *launch.fds),
                stdin=subprocess.DEVNULL,
                stdout=printed_w,
                stderr=printed_w,
                cwd=launch.scratch,
                env=launch.env,
                start_new_session=True,
                **launch.options,
            )
        finally:
            for fd in (to_child_r, from_child_w, printed_w, *launch.fds):
                os.close(fd)
        for fd in (self._to_child, self._from_child, self._printed):
            os.set_blocking(fd, False)
        self._printing = True
        self._loading = True  # until its account of the load is read
        self._frames = wire.Frames(limits.message_bytes)
        self._seal = os.urandom(wire.SEAL_BYTES) if self._json else b""  # see wire.SEAL_BYTES

    def send_load(self, units: list[Unit], function: str, arity: int, timeout: float) -> None:
        """Send the submission to load; `load_reply` reads what the child found, so the
        grader can do other work while the child starts and loads."""
        request = {
            "units": [{"name": u.name, "source": u.source} for u in units],
            "function": function,
            "arity": arity,
        }
        self._send(request, time.monotonic() + timeout, timeout, ahead=self._seal)

    def load_reply(self, timeout: float) -> dict[str, Any]:
        reply = self._receive(time.monotonic() + timeout, timeout, ())
        self._loading = False
        return reply

    def call(
        self, op: str, args: Any, timeout: float, meanwhile: Meanwhile | None = None
    ) -> dict[str, Any]:
        """Send one request; the reply's id must match, so stray writes cannot pose as a reply.
        Ids are random, not counted: a call cannot tell from its id whether requests of
        another operation came before it. `meanwhile` is the grader's own work, done while
        the child works on the request (on the other core); the deadline still counts from
        the request, which is when the child's work began."""
        request_id = os.urandom(8).hex()
        deadline = time.monotonic() + timeout
        sent = wire.encode(args) if self._json else args
        request = {"op": op, "id": request_id, "args": sent}
        self._send(request, deadline, timeout)
        if meanwhile is not None:
            try:
                meanwhile(self._still_working)
            except BaseException:
                self.kill()  # its reply would otherwise answer the next request
                raise
        reply = self._receive(deadline, timeout, ("value",))
        if reply.get("id") != request_id:
            self._stop("its reply did not match the call (did it write to the grader's pipe?)")
        return reply

    def _still_working(self) -> bool:
        """Whether no reply has begun to arrive: nothing waits to be read from the child."""
        if self._frames.buffer:
            return False
        poller = select.poll()
        poller.register(self._from_child, select.POLLIN)
        return not poller.poll(0)

    def cpu_seconds(self, *, start: bool) -> float | None:
        """CPU time the child's whole process tree has used so far (see `cputime`)."""
        return tree_cpu_seconds(self.process.pid, start=start)

    def running(self) -> bool:
        return self.process.poll() is None

    def kill(self) -> None:
        if self.process.poll() is None:
            kill_tree(self.process.pid)
        self.process.wait()
        self._drain()  # what it printed before it died, for the report

    def close(self) -> None:
        self.kill()
        for fd in (self._to_child, self._from_child, self._printed):
            with contextlib.suppress(OSError):
                os.close(fd)
        if self.scratch:
            remove_tree(self.scratch)  # learner code may have built it thousands deep

    def _send(
        self, message: dict[str, Any], deadline: float, timeout: float, ahead: bytes = b""
    ) -> None:
        pack = wire.pack_json_request if self._json else wire.pack_request
        data = memoryview(ahead + pack(message))
        while data:
            try:
                data = data[os.write(self._to_child, data) :]
            except BlockingIOError:
                self._wait(self._to_child, deadline, timeout, writing=True)
            except OSError:
                raise ChildStopped(self._ended_reason()) from None

    def _receive(self, deadline: float, timeout: float, values: tuple[str, ...]) -> dict[str, Any]:
        """The next reply, its fields named in `values` read as values (see `wire`)."""
        try:
            while (body := self._frames.next_body()) is None:
                try:
                    data = os.read(self._from_child, CHUNK)
                except BlockingIOError:
                    self._wait(self._from_child, deadline, timeout, writing=False)
                    continue
                if not data:
                    self._drain()
                    raise ChildStopped(self._ended_reason())
                self._frames.feed(data)
            self._drain()  # the child flushes its output before replying: take it now
            if self._seal and not hmac.compare_digest(body[: len(self._seal)], self._seal):
                self._stop(
                    "a reply did not come from the kit's serving code (did the "
                    "submission write to the grader's pipe?)"
                )
            return wire.unpack_reply(memoryview(body)[len(self._seal) :], values)  # no copy
        except wire.BadMessage as problem:
            self._stop(f"its reply was refused: {problem}")

    def _wait(self, fd: int, deadline: float, timeout: float, writing: bool) -> None:
        """Wait until `fd` is ready, taking in the child's output meanwhile (a child blocked on
        a full output pipe would never answer); past the deadline, kill the child."""
        poller = select.poll()  # not select(): it fails on descriptors above 1023
        poller.register(fd, select.POLLOUT if writing else select.POLLIN)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self._stop(f"it did not answer within {timeout:.3g} s (time limit)", timed_out=True)
            if self._printing:
                poller.register(self._printed, select.POLLIN)
            ready = dict(poller.poll(math.ceil(left * 1000)))
            if self._printed in ready:
                self._drain()
                if not self._printing:
                    poller.unregister(self._printed)
            if fd in ready:
                return

    def _drain(self) -> None:
        """Move what the child printed into `output`: a bounded number of reads, so that a
        child printing without end cannot hold the grader here."""
        for _ in range(16):
            if not self._printing:
                return
            try:
                data = os.read(self._printed, CHUNK)
            except BlockingIOError:
                return
            self._printing = bool(data)
            self.output.feed(data, loading=self._loading)

    def _stop(self, reason: str, timed_out: bool = False) -> NoReturn:
        self.kill()
        raise ChildStopped(reason, timed_out)

    def _ended_reason(self) -> str:
        try:
            code = self.process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self.kill()
            return "it closed the grader's pipe"
        # The keeper and bubblewrap report a child ended by signal N as exit code 128 + N.
        number = -code if code < 0 else code - 128 if code > 128 else 0
        if not number:
            return f"the process exited with code {code}"
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = f"signal {number}"
        cause = (NODE_CAUSES if self._json else {}).get(name) or SIGNAL_CAUSES.get(name)
        return f"the process was ended by {name}" + (f" ({cause})" if cause else "")
