"""One submission's run: children restarted after they die, within the submission's time, and
every reply checked before the grader believes any of it."""

from __future__ import annotations

import contextlib
import dataclasses
import marshal
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from grader.ground.text import printable
from grader.ground.walk import remove_tree
from grader.sandbox.child import wire
from grader.sandbox.isolation import Layer, choose_layer, reaches_grader_files
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildProcess, ChildStopped, Meanwhile, Output, Unit
from grader.sandbox.runtime import PYTHON_CHILD, Runtime

T = TypeVar("T")
PROBLEMS = (None, "missing", "not-callable", "arity")
PINGS = 5  # round trips that run nothing, the least of which is a child's fixed cost
TEXT_CHARS = 20_000  # a traceback, an exception message: more is never worth showing
NOT_A_REPLY = "its reply was refused: it is not shaped like one"
ARGS_TAMPERED = (
    "its account of the arguments after the call was refused: it does not have the shape of "
    "the arguments it was given (was the grader's code in the child changed?)"
)
ARGS_TOO_LARGE = (
    "the arguments it was given were too large to copy back after the call (did it add to them?)"
)


class OutOfTime(BaseException):
    """The submission used up its whole time; no more calls are made. A BaseException, like
    CallStopped, so that a Hypothesis property stops at once instead of shrinking."""


class Child(Protocol):
    """One child running one submission, as a session drives it (`process.ChildProcess`, or
    the browser's in-process stand-in, `in_process.InProcessChild`)."""

    scratch: Path | None
    # Whether the child runs in the grader's own thread: then the grader's work cannot go on
    # while it answers, and a call's CPU time is that thread's.
    shares_grader_thread: bool

    def send_load(self, units: list[Unit], function: str, arity: int, timeout: float) -> None: ...
    def load_reply(self, timeout: float) -> dict[str, Any]: ...
    def call(
        self, op: str, args: Any, timeout: float, meanwhile: Meanwhile | None = None
    ) -> dict[str, Any]: ...
    def cpu_seconds(self, *, start: bool) -> float | None: ...
    def running(self) -> bool: ...
    def close(self) -> None: ...


class Beside(Generic[T]):
    """Work of the grader's own (the reference's answer) to do while a child answers a call:
    passed as the call's `meanwhile`, then `result()` once the reply is in. What the work
    raises is raised by `result()`, so a failure of it leaves the child as the call left it.
    `idle` is work done next only while the child is still working (work that may never be
    needed, such as making the next timed input): once the reply is in, it is left undone."""

    def __init__(self, work: Callable[[], T], idle: Callable[[], object] | None = None) -> None:
        self._work = work
        self._idle = idle
        self._done: tuple[T] | None = None
        self._error: Exception | None = None

    def __call__(self, still_working: Callable[[], bool] = lambda: False) -> None:
        try:
            self._done = (self._work(),)
            if self._idle is not None and still_working():
                self._idle()
        except Exception as error:
            self._error = error

    def result(self) -> T:
        if self._error is not None:
            raise self._error
        assert self._done is not None, "asked for before the call it was done beside"
        return self._done[0]


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
    args_after: tuple[Any, ...] | None = None


@dataclass(frozen=True)
class Timing:
    """One call's cost, measured here, never reported by the child: the CPU time its whole
    process tree used (every thread and process, unmoved by other processes' load), or the
    round trip's wall-clock time where the kernel does not say."""

    seconds: float
    reply: Reply


class Nursery:
    """Children started ahead, between gradings (a notebook's `%check`s), so that the next
    session need not wait for one to start: each is a new process of the layer's, started
    with the session's limits and program, which has been sent nothing yet, so neither a
    submission nor any call has reached it. A session takes them in place of starting its own
    (`Session.nursery`) and, when it closes, starts as many again as it used."""

    MOST = 3  # the first child and `expect_independent`'s two fresh ones

    def __init__(self) -> None:
        self._waiting: list[ChildProcess] = []
        self._kind: tuple[Limits, Layer, Runtime] | None = None

    def take(self, limits: Limits, layer: Layer, runtime: Runtime) -> ChildProcess | None:
        """A waiting child started for exactly these, still running; None if there is none."""
        while self._waiting and self._kind == (limits, layer, runtime):
            child = self._waiting.pop(0)
            if child.running():
                return child
            child.close()
        return None

    def fill(self, count: int, limits: Limits, layer: Layer, runtime: Runtime) -> None:
        """Start children until `count` (at most `MOST`) wait for these; any left waiting for
        others are ended."""
        if self._kind != (limits, layer, runtime):
            self.close()
            self._kind = (limits, layer, runtime)
        try:
            while len(self._waiting) < min(count, self.MOST):
                output = Output(limits.output_chars)
                self._waiting.append(ChildProcess(limits, layer, output, runtime))
        except Exception:  # the session that needs a child starts its own, and says why if
            return  # it cannot either: a grading that has ended stays as it ended

    def close(self) -> None:
        for child in self._waiting:
            child.close()
        self._waiting.clear()


@dataclass
class Session:
    units: list[Unit]
    function: str
    arity: int
    limits: Limits = field(default_factory=Limits)
    layer: Layer | None = None  # None: the strongest layer available
    runtime: Runtime = PYTHON_CHILD  # the child program that runs the units
    # How an answer is read into the lesson's declared Python types (a JavaScript Array where
    # a tuple is declared becomes one); the language of the units says, as it is used.
    read_answer: Callable[[Any], Any] = lambda answer: answer
    # Where children started ahead wait (a notebook's); None: each child starts when needed.
    nursery: Nursery | None = None

    def __post_init__(self) -> None:
        self._layer = self.layer or choose_layer()
        self.isolation = self._layer.name
        self.reaches_grader_files = reaches_grader_files(self._layer)
        self._output = Output(self.limits.output_chars)
        self._child: Child | None = None
        # Fresh children started ahead (`launch_spares`, `renew`), each loaded with the
        # submission and given no call: the next child the session needs is the first.
        self._spares: list[Child] = []
        self._unread = False  # whether the current child's account of its load is still unread
        self._round_trip: float | None = None  # the current child's cost of a call doing nothing
        # The calls the current child answered, in order, as sent (later changes to the
        # arguments' lists are not theirs): what `rewind` makes again.
        self._history: list[tuple[bytes, bool]] = []
        self._deadline = time.monotonic() + self.limits.submission_seconds
        # Every child's working folder (the weaker layer's, on disk): a child's own deletion of
        # it, which a check's deadline can cut short, is finished by `close`.
        self._scratches: list[Path] = []
        self._children_started = 0

    @property
    def layer_used(self) -> Layer:
        """The layer its children run in: `layer`, or the strongest one available."""
        return self._layer

    def launch(self) -> None:
        """Start the child, loading the submission, without waiting for it: it starts up
        while the grader prepares its checks."""
        if self._child is None:
            self._child, self._unread = self._launch(), True

    def start(self) -> Loaded:
        """Start a child (unless `launch` did) and load the submission; the first load's
        findings are reported."""
        self.launch()
        assert self._child is not None
        return _loaded(self._load_reply(self._child))

    def call(
        self, args: tuple[Any, ...], keep_args: bool = False, meanwhile: Meanwhile | None = None
    ) -> Reply:
        """One call; with `keep_args`, also the child's account of its arguments afterwards,
        asked for in a request of its own once the call has answered, so that nothing the
        function can see while it runs tells this call from one whose arguments go unchecked.
        `meanwhile`, the grader's own work (the reference's answer), is done while the child
        works, where the child is a process of its own."""
        with self._closed_if_stopped():
            child = self._ready()
            reply = self._send(child, "call", args, meanwhile)
            # A call that raised, or whose answer was too large, gives no account of its
            # arguments.
            if keep_args and reply.raised is None and not reply.too_large:
                reply = dataclasses.replace(reply, args_after=self._args_after(child, args))
        self._history.append((marshal.dumps(args), keep_args))
        return reply

    def timed(self, args: tuple[Any, ...], meanwhile: Meanwhile | None = None) -> Timing:
        """One call, its cost read from the kernel's accounting of the child's process tree
        just before the request and just after the reply, less what a round trip that runs
        nothing costs (so a small input's time is its work, not the pipes'). `meanwhile` is
        done while the child works where that time is the child's alone, else after the call."""
        with self._closed_if_stopped():
            child = self._ready()
            if self._round_trip is None:
                self._round_trip = min(self._cost(child, "ping", ())[0] for _ in range(PINGS))
            seconds, reply = self._cost(child, "call", args, meanwhile)
        self._history.append((marshal.dumps(args), False))
        return Timing(max(seconds - self._round_trip, 0.0), reply)

    def time_left(self) -> float:
        """Seconds left of the submission's time; OutOfTime once there are none."""
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise OutOfTime
        return left

    @property
    def printed_while_loading(self) -> bool:
        """Whether code outside the function printed while a child loaded the submission."""
        return self._output.while_loading > 0

    def output_mark(self) -> int:
        return self._output.mark()

    def output_since(self, mark: int) -> str:
        return self._output.since(mark)

    def launch_spares(self, count: int) -> None:
        """Start fresh children now, so that `count` wait ready for the checks that need a
        fresh one (`renew`): each starts beside the work of the current child, not while a
        check waits for it. Each is a new process like any other child, which has loaded the
        submission and made no call."""
        while len(self._spares) < count:
            self._spares.append(self._launch())

    def renew(self, ahead: bool = False) -> None:
        """End the current child: the next call goes to a fresh one, which has loaded the
        submission and run nothing else. With `ahead`, one more fresh child starts now, beside
        that one, for the next `renew`: the two start side by side, not one after the other."""
        self._end_child()
        self.launch_spares(2 if ahead else 1)

    def close(self) -> None:
        """End the current child, and the fresh ones started ahead; delete what is left of
        every child's working folder."""
        for spare in self._spares:
            spare.close()
        self._spares.clear()
        self._end_child()
        if self.nursery is not None:  # for the next grading, which will need as many
            self.nursery.fill(self._children_started, self.limits, self._layer, self.runtime)
        for folder in self._scratches:
            remove_tree(folder)
        self._scratches.clear()

    def _end_child(self) -> None:
        if self._child:
            self._child.close()
        self._child, self._unread, self._round_trip, self._history = None, False, None, []

    def history_mark(self) -> int:
        """How many calls the current child has answered; see `rewind`."""
        return len(self._history)

    def rewind(self, mark: int) -> None:
        """Put a fresh child where the current one was at `mark`: it makes the same calls, in
        the same order, so a function that keeps something between calls keeps the same."""
        calls = self._history[:mark]
        self._end_child()
        for args, keep_args in calls:
            self.call(marshal.loads(args), keep_args)

    def _fresh_child(self) -> Child:
        """The first spare still running, else a child started now."""
        while self._spares:
            spare = self._spares.pop(0)
            if spare.running():
                return spare
            spare.close()
        return self._launch()

    def _launch(self) -> Child:
        child = self._new_child()
        if child.scratch:
            self._scratches.append(child.scratch)
        try:
            child.send_load(self.units, self.function, self.arity, self._load_seconds())
        except ChildStopped:
            child.close()
            raise
        return child

    def _new_child(self) -> Child:
        self._children_started += 1
        waiting = self.nursery and self.nursery.take(self.limits, self._layer, self.runtime)
        if waiting:
            waiting.output = self._output  # it has printed nothing yet: it has run nothing
            return waiting
        return ChildProcess(self.limits, self._layer, self._output, self.runtime)

    def _load_seconds(self) -> float:
        return min(self.limits.load_seconds, self.time_left())

    def _load_reply(self, child: Child) -> dict[str, Any]:
        self._unread = False
        return child.load_reply(self._load_seconds())

    def _ready(self) -> Child:
        """The child, started again if it died or was renewed, with the submission loaded."""
        child = self._child
        if child is None or not child.running():
            self._end_child()
            child = self._child = self._fresh_child()
            self._unread = True
        if self._unread:
            self._load_reply(child)
        return child

    def _cost(
        self, child: Child, op: str, args: tuple[Any, ...], meanwhile: Meanwhile | None = None
    ) -> tuple[float, Reply]:
        before = child.cpu_seconds(start=True)
        # The grader's work is done beside the call only where it cannot count as the call's.
        beside = None if before is None or child.shares_grader_thread else meanwhile
        started = time.perf_counter()
        reply = self._send(child, op, args, beside)
        wall = time.perf_counter() - started
        after = child.cpu_seconds(start=False)
        if meanwhile is not None and beside is None:
            meanwhile()
        if before is None or after is None:  # no kernel accounting to read: the wall clock
            return wall, reply
        return after - before, reply

    def _send(
        self, child: Child, op: str, args: tuple[Any, ...], meanwhile: Meanwhile | None = None
    ) -> Reply:
        reply = _reply(child.call(op, list(args), self._call_timeout(), meanwhile))
        return dataclasses.replace(reply, value=self.read_answer(reply.value))

    def _args_after(self, child: Child, sent: tuple[Any, ...]) -> tuple[Any, ...]:
        """The child's account of the last call's arguments as they are now."""
        reply = _reply(child.call("args_after", [], self._call_timeout()))
        return _account_of_args(reply, sent, self.runtime.speaks_json)

    def _call_timeout(self) -> float:
        return min(self.limits.call_seconds, self.time_left())

    @contextlib.contextmanager
    def _closed_if_stopped(self) -> Iterator[None]:
        """A child that stopped answering is closed, so the next request starts a new one."""
        self.time_left()
        try:
            yield
        except ChildStopped:
            self._end_child()
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
    raised = _exception(message["raised"]) if "raised" in message else None
    return Reply(message.get("value"), raised, too_large)  # decoded already: wire.unpack_reply


def _account_of_args(reply: Reply, sent: tuple[Any, ...], json: bool) -> tuple[Any, ...]:
    """The arguments after a call, from the child's reply to `args_after`, in the types they
    were sent as, once `_check_args_after` believes them."""
    if reply.too_large:
        raise ChildStopped(ARGS_TOO_LARGE)
    if reply.raised is not None or type(reply.value) is not list:
        raise ChildStopped(ARGS_TAMPERED)
    after = tuple(reply.value)
    if json:  # JSON has Arrays only: each argument read back in the type it was sent as
        after = (
            tuple(_as_sent(now, before) for now, before in zip(after, sent)) + after[len(sent) :]
        )
    _check_args_after(sent, after)
    return after


def _check_args_after(sent: tuple[Any, ...], after: tuple[Any, ...]) -> None:
    """The child's account of the arguments after a call is believed only in the shape they
    were sent: as many, each of the same type (a function can change what a list holds, never
    what it is), or an opaque description where a JavaScript argument was changed in a way
    plain data cannot show (a getter put on it, its prototype replaced), which is never equal
    to what was sent. Anything else means the account was tampered with."""
    if len(after) != len(sent):
        raise ChildStopped(ARGS_TAMPERED)
    if any(type(now) not in (type(before), wire.Opaque) for before, now in zip(sent, after)):
        raise ChildStopped(ARGS_TAMPERED)


def _as_sent(value: Any, sent: Any) -> Any:
    """A JavaScript child's account of an argument in the Python types it was sent as, where
    JavaScript has no twin: a tuple comes back as a list, a frozenset as a set."""
    if type(value) is list and type(sent) in (list, tuple):
        items = [_as_sent(now, before) for now, before in zip(value, sent)] + value[len(sent) :]
        return tuple(items) if type(sent) is tuple else items
    if type(value) is dict and type(sent) is dict:
        return {key: _as_sent(now, sent[key]) if key in sent else now for key, now in value.items()}
    if type(value) is set and type(sent) is frozenset:
        return frozenset(value)
    return value


def _exception(data: Any) -> dict[str, str]:
    return {key: _text(data, key) for key in ("type", "message", "traceback")}


def _text(data: Any, key: str) -> str:
    """A string the child sent for a report: checked, cut, and safe to print."""
    value = data.get(key, "") if type(data) is dict else None
    if type(value) is not str:
        raise ChildStopped(NOT_A_REPLY)
    return printable(value[:TEXT_CHARS])
