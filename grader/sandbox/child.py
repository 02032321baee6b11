"""The child program: loads a learner's submission and answers calls over a private pipe.

It runs as a script with no access to the grader package (the interpreter starts with -S, so
not even site-packages is importable): it imports only the standard library, and the wire
format (framing plus the plain-data encoding) lives here; the grader imports the same
functions from this file. Nothing the grader knows about expected answers is ever sent here:
the child receives arguments and returns what `solve` gave back.

    child.py REQUESTS_FD REPLIES_FD SETUP_JSON

SETUP_JSON is {"rlimits": {...}, "keeper": bool, "user": uid or null, "read_all": bool}, all
but the first optional. Before any learner code runs, the child becomes `user` if one is
named (see `become`) and lowers its resource limits (soft and hard, so they cannot be raised
again without CAP_SYS_RESOURCE). With `keeper`, used when no PID namespace holds the child's
processes together, this process stays behind as their keeper (see `keep`) and a forked copy
of it serves.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import linecache
import marshal
import os
import resource
import signal
import struct
import sys
import time
import traceback
import types
from typing import Any

HEADER = struct.Struct(">I")
# Plain-data limits: a reply larger than this is refused by the grader before it is decoded.
MAX_ITEMS = 1_000_000
MAX_DEPTH = 40
MAX_INT_BITS = 4096
REPR_CHARS = 200
TYPE_CHARS = 80
KILL_SECONDS = 2.0  # how long a tree kill waits for processes sent SIGKILL to go


class TooLarge(Exception):
    """The value holds more items or characters than the wire carries."""


class BadMessage(ValueError):
    """Bytes that are not a well-formed message: the sender is broken or lying."""


class Opaque:
    """A returned value that is not plain data: only its type's name and a short repr survive."""

    __slots__ = ("text", "type_name")

    def __init__(self, type_name: str, text: str) -> None:
        self.type_name = type_name
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and (self.type_name, self.text) == (
            other.type_name,
            other.text,
        )

    def __hash__(self) -> int:
        return hash((self.type_name, self.text))


def _short_repr(value: Any) -> str:
    try:
        text = repr(value)
    except BaseException:  # a hostile __repr__ must not stop the reply
        text = "<unprintable>"
    if not isinstance(text, str):
        text = "<unprintable>"
    return text if len(text) <= REPR_CHARS else text[: REPR_CHARS - 1] + "…"


def encode(value: Any) -> Any:
    """Turn a value into JSON-ready plain data; only exact built-in types are copied."""
    budget = [MAX_ITEMS]

    def walk(item: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0:
            raise TooLarge
        kind = type(item)
        if item is None or kind is bool or kind is float:
            return item
        if kind is str:
            budget[0] -= len(item) // 64
            if budget[0] < 0:
                raise TooLarge
            return item
        if kind is int:
            if item.bit_length() > MAX_INT_BITS:
                return {"t": "object", "type": "int", "repr": "<an int too large to show>"}
            return item
        if depth >= MAX_DEPTH:
            return {"t": "object", "type": kind.__name__, "repr": "<nested too deeply>"}
        if kind is list:
            return [walk(x, depth + 1) for x in item]
        if kind is tuple:
            return {"t": "tuple", "v": [walk(x, depth + 1) for x in item]}
        if kind is dict:
            return {
                "t": "dict",
                "v": [[walk(k, depth + 1), walk(v, depth + 1)] for k, v in item.items()],
            }
        if kind is set or kind is frozenset:
            return {"t": kind.__name__, "v": [walk(x, depth + 1) for x in item]}
        type_name = kind.__name__ if isinstance(kind.__name__, str) else "object"
        return {"t": "object", "type": type_name[:TYPE_CHARS], "repr": _short_repr(item)}

    return walk(value, 0)


def decode(data: Any, depth: int = 0) -> Any:
    """Rebuild Python values from `encode`'s output; other types come back as `Opaque`.

    The grader decodes what a child sent, which learner code may have forged: anything that
    `encode` could not have produced raises BadMessage instead of being guessed at."""
    kind = type(data)
    if data is None or kind is bool or kind is int or kind is float or kind is str:
        return data
    if depth > MAX_DEPTH + 1:
        raise BadMessage("nested too deeply")
    if kind is list:
        return [decode(x, depth + 1) for x in data]
    if kind is not dict:
        raise BadMessage(f"not plain data: {kind.__name__}")
    tag, items = data.get("t"), data.get("v")
    if tag == "object":
        type_name, text = data.get("type"), data.get("repr")
        if type(type_name) is not str or type(text) is not str:
            raise BadMessage("an object without its type and repr")
        return Opaque(type_name[:TYPE_CHARS], text[:REPR_CHARS])
    if type(items) is not list:
        raise BadMessage(f"unknown tag {tag!r}")
    if tag == "tuple":
        return tuple(decode(x, depth + 1) for x in items)
    if tag == "set":
        return {_hashable(decode(x, depth + 1)) for x in items}
    if tag == "frozenset":
        return frozenset(_hashable(decode(x, depth + 1)) for x in items)
    if tag == "dict":
        if any(type(pair) is not list or len(pair) != 2 for pair in items):
            raise BadMessage("a dict item that is not a pair")
        return {_hashable(decode(k, depth + 1)): decode(v, depth + 1) for k, v in items}
    raise BadMessage(f"unknown tag {tag!r}")


def _hashable(value: Any) -> Any:
    """A key or set item as sent; one that cannot be hashed here stands in as an Opaque."""
    try:
        hash(value)
    except TypeError:
        return Opaque(type(value).__name__, _short_repr(value))
    return value


def pack_request(message: dict[str, Any]) -> bytes:
    """A request as bytes: a length, then marshal, which carries tuples, sets and dicts as
    they are and parses fastest. It is unsafe only against malicious bytes, and requests come
    from the grader; replies, which learner code can forge, travel as JSON."""
    body = marshal.dumps(message)
    return HEADER.pack(len(body)) + body


def pack_reply(message: dict[str, Any]) -> bytes:
    """A reply as bytes: a length, then ASCII JSON (lone surrogates travel escaped)."""
    body = json.dumps(message).encode("ascii")
    return HEADER.pack(len(body)) + body


def unpack_reply(body: bytes) -> dict[str, Any]:
    try:
        message = json.loads(body.decode("utf-8"))
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if type(message) is not dict:
        raise BadMessage("not a JSON object")
    return message


class Frames:
    """Cuts a byte stream into message bodies; both ends of the pipes use it."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.buffer = bytearray()

    def feed(self, data: bytes) -> None:
        self.buffer += data

    def next_body(self) -> bytes | None:
        """The next whole body, or None until more bytes arrive."""
        if len(self.buffer) < HEADER.size:
            return None
        (size,) = HEADER.unpack_from(self.buffer)
        if size > self.limit:
            raise BadMessage(f"a message of {size} bytes, over the limit of {self.limit}")
        end = HEADER.size + size
        if len(self.buffer) < end:
            return None
        body = bytes(self.buffer[HEADER.size : end])
        del self.buffer[:end]
        return body


class Channel:
    """The child's end of the private pipes: whole messages in, whole messages out."""

    def __init__(self, requests: int, replies: int) -> None:
        self.requests = requests
        self.replies = replies
        self.frames = Frames(limit=1 << 31)  # the grader is trusted to send sane sizes

    def receive(self) -> dict[str, Any] | None:
        """The next request, or None once the grader has closed the pipe."""
        while (body := self.frames.next_body()) is None:
            data = os.read(self.requests, 1 << 16)
            if not data:
                return None
            self.frames.feed(data)
        request: dict[str, Any] = marshal.loads(body)
        return request

    def send(self, message: dict[str, Any]) -> None:
        data = memoryview(pack_reply(message))
        while data:
            data = data[os.write(self.replies, data) :]


def describe_exception(exc: BaseException, learner_files: set[str]) -> dict[str, Any]:
    """The exception with only the learner's own frames in its traceback."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename in learner_files]
    lines = traceback.format_list(frames)
    try:
        lines += traceback.format_exception_only(type(exc), exc)
    except BaseException:
        lines.append(type(exc).__name__ + "\n")
    return {"type": type(exc).__name__, "message": _short_repr(exc), "traceback": "".join(lines)}


def load(request: dict[str, Any]) -> tuple[dict[str, Any], Any, set[str]]:
    """Run the submission's code units in one namespace and find the graded function."""
    # A real module, registered like any imported one: code that looks itself up by module
    # name (dataclasses, pickle, typing.get_type_hints) works as it would in a file of its own.
    module = types.ModuleType("submission")
    sys.modules[module.__name__] = module
    namespace: dict[str, Any] = module.__dict__
    learner_files: set[str] = set()
    unit_errors = []
    for unit in request["units"]:
        name, source = unit["name"], unit["source"]
        learner_files.add(name)
        linecache.cache[name] = (len(source), None, source.splitlines(True), name)
        try:
            exec(compile(source, name, "exec"), namespace)
        except BaseException as exc:  # learner code may raise anything, SystemExit included
            unit_errors.append({"unit": name, **describe_exception(exc, learner_files)})
    reply: dict[str, Any] = {"op": "loaded", "unit_errors": unit_errors, "problem": None}
    function = namespace.get(request["function"])
    if function is None:
        reply["problem"] = "missing"
    elif not callable(function):
        reply["problem"] = "not-callable"
        reply["detail"] = type(function).__name__
    else:
        try:
            inspect.signature(function).bind(*([None] * request["arity"]))
        except TypeError as exc:
            reply["problem"] = "arity"
            reply["detail"] = str(exc)
        except ValueError:
            pass  # no signature to inspect (a builtin): let the calls tell
    return reply, function, learner_files


def serve(channel: Channel) -> None:
    # What serving needs is bound here, before any learner code runs: replacing a name in
    # this module, or a method of Channel, later changes nothing below. The arguments are
    # held in a tuple, which learner code reaching this frame cannot empty or reorder. (The
    # grader still believes a reply only in the shape it expects: see session.py.)
    receive, send, encode_value, describe = (
        channel.receive,
        channel.send,
        encode,
        describe_exception,
    )
    request = receive()
    if request is None:
        return
    reply, function, learner_files = load(request)
    flush_output()
    send(reply)
    while (request := receive()) is not None:
        args = tuple(request["args"])
        answer: dict[str, Any] = {"op": "reply", "id": request["id"]}
        try:
            if request["op"] == "ping":  # the cost of a round trip alone, for timing
                answer["value"] = None
            else:
                answer["value"] = encode_value(function(*args))
                if request.get("keep_args"):
                    answer["args"] = encode_value(list(args))
        except TooLarge:
            answer["too_large"] = True
        except BaseException as exc:  # report whatever solve raised, even SystemExit
            answer["raised"] = describe(exc, learner_files)
        flush_output()
        send(answer)


def flush_output() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):  # learner code may have broken the stream
            stream.flush()


def set_limits(limits: dict[str, list[int]]) -> None:
    """Apply {"AS": [soft, hard], …}, never above a hard limit already in force."""
    for name, (soft, hard) in limits.items():
        kind = getattr(resource, "RLIMIT_" + name)
        ceiling = resource.getrlimit(kind)[1]
        if ceiling != resource.RLIM_INFINITY:
            soft, hard = min(soft, ceiling), min(hard, ceiling)
        resource.setrlimit(kind, (soft, hard))


def kill_tree(root: int) -> None:
    """SIGKILL every process below `root`, then `root`'s process group (the grader's way to
    end a child, and the keeper's when the grader died). Without /proc (not Linux), only the
    process group is killed."""
    kill_below(root)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(root, signal.SIGKILL)  # root leads its own session and process group


def kill_below(root: int) -> list[int]:
    """SIGKILL every process below `root`; the pids signalled.

    Orphans stay below `root` (bubblewrap's PID 1 or the keeper adopts them), so a grandchild
    that detached with a double fork and setsid is found here too. Rounds repeat until none is
    left, which also catches children forked while a round ran: a killed process forks no
    more."""
    signalled: set[int] = set()
    give_up = time.monotonic() + KILL_SECONDS
    while (doomed := descendants(root)) and time.monotonic() < give_up:
        fresh = [pid for pid in doomed if pid not in signalled]
        for pid in fresh:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        signalled.update(fresh)
        if not fresh:
            time.sleep(0.001)  # the rest were signalled and are dying
    return sorted(signalled)


def descendants(root: int) -> list[int]:
    """The live (not zombie) processes below `root`, read from /proc; empty without /proc."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except FileNotFoundError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue  # it ended while we looked
        if fields[0] != b"Z":
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, pending = [], list(children.get(root, []))
    while pending:
        pid = pending.pop()
        found.append(pid)
        pending.extend(children.get(pid, []))
    return found


# prctl(2) options; the standard library has no wrapper for them.
PR_SET_PDEATHSIG = 1
PR_SET_KEEPCAPS = 8
PR_SET_CHILD_SUBREAPER = 36
PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE = 47, 2
CAP_DAC_READ_SEARCH = 2
LINUX_CAPABILITY_VERSION_3 = 0x20080522
# A keeper must outlive the learner's code whatever it sends; SIGKILL still works.
KEEPER_IGNORES = ("SIGINT", "SIGQUIT", "SIGTERM", "SIGUSR1", "SIGUSR2", "SIGALRM")


def prctl(option: int, *values: int) -> None:
    if sys.platform == "linux":
        import ctypes  # only keepers pay for loading ctypes

        arguments = (*values, 0, 0, 0, 0)[:4]
        if ctypes.CDLL(None, use_errno=True).prctl(option, *arguments) != 0:
            raise OSError(ctypes.get_errno(), f"prctl({option}) failed")


def become(user: int, read_all: bool) -> None:
    """Run as `user`, in its group and no other, for good: where the grader is root, learner
    code then cannot signal the keeper or the grader, and RLIMIT_NPROC, never enforced for
    root, holds. `read_all` keeps one capability, CAP_DAC_READ_SEARCH (read any file, search
    any folder), through exec too: for an interpreter installed where `user` may not look."""
    if read_all:
        prctl(PR_SET_KEEPCAPS, 1)  # setuid then keeps the permitted set
    os.setgroups([])
    os.setgid(user)  # as root, real, effective and saved alike
    os.setuid(user)
    if read_all:
        import ctypes

        # capset(2): one bit, effective, permitted and inheritable; ambient then carries it
        # through exec (Linux 4.3 or newer).
        header = (ctypes.c_uint32 * 2)(LINUX_CAPABILITY_VERSION_3, 0)
        bit = 1 << CAP_DAC_READ_SEARCH
        sets = (ctypes.c_uint32 * 6)(bit, bit, bit, 0, 0, 0)
        if ctypes.CDLL(None, use_errno=True).capset(header, sets) != 0:
            raise OSError(ctypes.get_errno(), "capset failed")
        prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, CAP_DAC_READ_SEARCH)


def keep(requests: int, replies: int) -> None:
    """Stay behind as the keeper of the learner's processes; return only in a forked copy.

    As a child subreaper (Linux), this process adopts every orphan below it, so a grandchild
    that detaches (double fork, setsid) stays in the tree the grader kills. It is also the
    parent that naive code signals (os.getppid()): it ignores the polite signals and, if
    killed, takes the serving process with it (PR_SET_PDEATHSIG); SIGHUP, which it gets when
    the grader dies, makes it kill everything below it. It exits once nothing is left below
    it, with the serving process's status (128 + N for signal N, as bubblewrap reports it)."""
    prctl(PR_SET_CHILD_SUBREAPER, 1)
    grader, keeper = os.getppid(), os.getpid()
    server = os.fork()
    if server == 0:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != keeper:  # the keeper died before the line above took effect
            os._exit(1)
        return
    os.close(requests)
    os.close(replies)
    for name in KEEPER_IGNORES:
        signal.signal(getattr(signal, name), signal.SIG_IGN)
    # If the grader dies, nobody else will end what runs below: do it, this process included.
    signal.signal(signal.SIGHUP, lambda number, frame: kill_tree(keeper))
    prctl(PR_SET_PDEATHSIG, signal.SIGHUP)
    if os.getppid() != grader:  # it died before the line above took effect
        kill_tree(keeper)
    status = 0
    while True:
        try:
            pid, wait_status = os.waitpid(-1, 0)
        except ChildProcessError:
            os._exit(status)
        if pid == server:
            code = os.waitstatus_to_exitcode(wait_status)
            status = code if code >= 0 else 128 - code


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if p and os.path.abspath(p) != here]
    requests, replies = int(sys.argv[1]), int(sys.argv[2])
    setup = json.loads(sys.argv[3])
    if setup.get("keeper"):
        keep(requests, replies)
    if setup.get("user") is not None:
        become(setup["user"], setup.get("read_all", False))
    set_limits(setup["rlimits"])
    serve(Channel(requests, replies))


if __name__ == "__main__":
    main()
